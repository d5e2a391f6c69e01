'use client';
// Navigation links that mark the current section with aria-current.
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { isActive, type NavLink } from '@/lib/nav-link';

export function NavLinks({ links, className }: { links: readonly NavLink[]; className?: string }) {
  const pathname = usePathname() ?? '/';
  return (
    <ul>
      {links.map((link) => (
        <li key={link.href}>
          {/* No prefetch: a docs reader should not download the landing pages' code in advance. */}
          <Link
            href={link.href}
            prefetch={false}
            className={className}
            aria-current={isActive(link, pathname) ? 'page' : undefined}
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
