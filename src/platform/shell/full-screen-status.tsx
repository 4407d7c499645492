import { Spinner } from '@/components/ui/spinner';

/** A whole-screen progress message, styled like the pre-rendered boot screen. */
export function FullScreenStatus({ text }: { text: string }) {
  return (
    <div role="status" className="grid min-h-dvh place-items-center p-6">
      <div className="flex flex-col items-center gap-4 text-center">
        <Spinner className="size-10 border-4" />
        <p className="text-lg font-medium">{text}</p>
      </div>
    </div>
  );
}
