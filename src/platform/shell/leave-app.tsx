import { useEffect } from 'react';
import { withBase } from '@/config/paths';
import { FullScreenStatus } from './full-screen-status';

/**
 * An unknown path inside the app: go to the landing page with a full page load (it is not part
 * of this island), replacing the history entry as the spec says.
 */
export function LeaveApp() {
  useEffect(() => {
    window.location.replace(withBase('/'));
  }, []);
  return <FullScreenStatus text="Taking you to the home page…" />;
}
