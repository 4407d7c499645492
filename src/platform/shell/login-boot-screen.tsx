import { Button } from '@/components/ui/button';
import { LoginCard } from './login-card';

/** /login's pre-rendered loading screen: the card as the app draws it, its button disabled until the app runs. */
export function LoginBootScreen() {
  return (
    <LoginCard
      action={
        <Button className="mt-6 w-full" disabled>
          Connect Wallet
        </Button>
      }
    />
  );
}
