import { SearchIcon } from 'lucide-react';
import { Input } from '@/components/ui/input';

interface DocsSearchProps {
  query: string;
  onChange: (query: string) => void;
}

export function DocsSearch({ query, onChange }: DocsSearchProps) {
  return (
    <div className="relative" role="search">
      <SearchIcon
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        type="search"
        aria-label="Search the documentation"
        placeholder="Search the documentation"
        className="pl-9"
        value={query}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
