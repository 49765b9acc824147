import { PRODUCT_NAME, PRODUCT_VERSION } from '@gleaner/shared';
import { HeartHandshakeIcon } from 'lucide-react';
import { Link } from 'react-router';
import { FOOTER_LINKS } from '@/lib/routes';
import { Wordmark } from './Wordmark';

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-auto border-t bg-card">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[1fr_2fr]">
        <div className="grid content-start gap-2">
          <Wordmark />
          <p className="text-sm text-muted-foreground">Intelligent Data Gathering</p>
        </div>
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
            {FOOTER_LINKS.map(({ to, label }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="rounded-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-4 text-xs text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>
            © {year} {PRODUCT_NAME}. All rights reserved.
          </p>
          <p className="flex items-center gap-4">
            <span className="inline-flex items-center gap-1.5">
              <HeartHandshakeIcon className="size-3.5" aria-hidden="true" />
              Committed to Ethical AI
            </span>
            <span>Version {PRODUCT_VERSION}</span>
          </p>
        </div>
      </div>
    </footer>
  );
}
