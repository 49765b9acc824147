import type { ReactNode } from 'react';

export interface InfoCard {
  title: string;
  body?: ReactNode;
  /** Bullet points under the body. */
  points?: readonly string[];
  action?: ReactNode;
}

/** Cards two across (one on a phone): committees, programs, support channels. */
export function CardGrid({ cards }: { cards: readonly InfoCard[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {cards.map((card) => (
        <li key={card.title} className="flex flex-col rounded-xl border bg-card p-4 shadow-sm">
          <h3 className="font-medium text-foreground">{card.title}</h3>
          {card.body && <div className="mt-1.5">{card.body}</div>}
          {card.points && (
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {card.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          )}
          {card.action && <div className="mt-auto pt-4">{card.action}</div>}
        </li>
      ))}
    </ul>
  );
}
