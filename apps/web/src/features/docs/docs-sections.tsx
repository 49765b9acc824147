import type { ComponentType } from 'react';
import { ApiReference } from './components/ApiReference';
import { BestPractices } from './components/BestPractices';
import { CliReference } from './components/CliReference';
import { QuickStart } from './components/QuickStart';
import { RequestLanguage } from './components/RequestLanguage';

/** The documentation, in reading order; each id is its /docs#anchor. */
export const DOCS_SECTIONS: readonly { id: string; title: string; Body: ComponentType }[] = [
  { id: 'quick-start', title: 'Quick Start', Body: QuickStart },
  { id: 'request-language', title: 'Writing requests', Body: RequestLanguage },
  { id: 'cli', title: 'Command line reference', Body: CliReference },
  { id: 'api-reference', title: 'API reference', Body: ApiReference },
  { id: 'best-practices', title: 'Best practices', Body: BestPractices },
];

export const DOCS_SECTION_IDS = DOCS_SECTIONS.map((section) => section.id);
