'use client';
// Navigation links that mark the current section with aria-current.
import { usePathname } from 'next/navigation';
import { isActive, type NavLink } from '@/lib/nav-link';

export function NavLinks({ links, className }: { links: readonly NavLink[]; className?: string }) {
  const pathname = usePathname() ?? '/';
  return (
    <ul>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} className={className} aria-current={isActive(link, pathname) ? 'page' : undefined}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
