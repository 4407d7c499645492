// A part of a page that is loaded on demand and is not needed to use the page (a record's change
// history beside its form): when its chunk cannot be fetched (offline, a deploy replaced it) it shows
// nothing instead of taking the page down, and the next time it is shown the chunk is asked for again.
import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';

class SkipOnError extends Component<{ readonly children: ReactNode }, { readonly failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** A lazily loaded component that renders nothing if its chunk fails, and retries on its next mount. */
export function optionalLazy<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const make = () =>
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          // React keeps a failed lazy component failed; the next mount gets a fresh one.
          Loaded = make();
          throw error;
        },
      ),
    );
  let Loaded = make();
  return function OptionalPart(props: P) {
    return (
      <SkipOnError>
        <Suspense fallback={null}>
          <Loaded {...props} />
        </Suspense>
      </SkipOnError>
    );
  };
}
