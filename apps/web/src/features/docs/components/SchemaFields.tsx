import { cn } from '@/lib/utils';
import { constraints, objectOf, typeLabel, type JsonSchema } from '../openapi';

/** Nesting shown before a field's own fields are left out. */
const MAX_DEPTH = 3;

/** The fields of a body or reply schema, with their types and limits, nested objects indented. */
export function SchemaFields({ schema, depth = 0 }: { schema: JsonSchema; depth?: number }) {
  const object = objectOf(schema);
  if (!object?.properties) {
    return <code className="text-xs [overflow-wrap:anywhere]">{typeLabel(schema)}</code>;
  }
  const required = new Set(object.required ?? []);
  return (
    <ul className={cn('grid min-w-0 gap-1.5', depth > 0 && 'mt-1.5 border-l pl-3')}>
      {Object.entries(object.properties).map(([name, field]) => {
        const nested = depth < MAX_DEPTH ? objectOf(field) : undefined;
        const notes = [...constraints(field), field.description].filter(Boolean).join(' · ');
        return (
          <li key={name} className="min-w-0 text-xs">
            <code className="font-semibold text-foreground">{name}</code>{' '}
            <code className="[overflow-wrap:anywhere]">{typeLabel(field)}</code>{' '}
            <span className={required.has(name) ? 'text-amber-700' : undefined}>
              {required.has(name) ? 'required' : 'optional'}
            </span>
            {notes && <span className="[overflow-wrap:anywhere]"> · {notes}</span>}
            {nested && <SchemaFields schema={nested} depth={depth + 1} />}
          </li>
        );
      })}
    </ul>
  );
}
