import { createContext, createElement, use, type ComponentType, type ReactNode } from 'react';

/** A link to a route of the app: the router's Link in the app, a plain anchor elsewhere. */
export type RouteLinkComponent = ComponentType<{
  readonly to: string;
  readonly className?: string;
  readonly children?: ReactNode;
}>;

function PlainLink({ to, className, children }: { to: string; className?: string; children?: ReactNode }) {
  return (
    <a href={to} className={className}>
      {children}
    </a>
  );
}

/**
 * The link the kit's components draw for a route (a Stat's source, a transaction's Success page).
 * The kit knows no router: the shell provides react-router's Link (platform/app-routes.tsx);
 * outside it (a unit test) the link is a plain anchor to the same path.
 */
export const RouteLinkContext = createContext<RouteLinkComponent>(PlainLink);

/** A link to the route `to` through the link the shell provides. */
export function RouteLink({ to, className, children }: { to: string; className?: string; children?: ReactNode }) {
  // The context holds one component for the app's life (not one made per render).
  return createElement(use(RouteLinkContext), { to, ...(className ? { className } : {}) }, children);
}
