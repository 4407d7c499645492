import { NavLink } from 'react-router-dom';
import { menuRoutes, routePath } from '@/platform/routes';

const LINK = 'block rounded-lg px-3 py-1.5 text-sm font-medium transition-colors';
const ACTIVE = 'bg-primary text-primary-fg';
const IDLE = 'text-fg hover:bg-surface-muted';

/** The platform menu from the route table; the active entry gets aria-current="page". */
export function SidebarNav() {
  return (
    <nav aria-label="Platform" className="flex-1 px-3 py-3">
      <ul className="space-y-0.5">
        {menuRoutes.map((route) => (
          <li key={route.id}>
            <NavLink to={routePath(route)} end className={({ isActive }) => `${LINK} ${isActive ? ACTIVE : IDLE}`}>
              {route.name}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
