import { operationsByTag } from '../openapi';
import { useOpenApi } from '../hooks/use-openapi';
import { OpenApiOperation } from './OpenApiOperation';

/** Every route in the server's OpenAPI description, grouped by area (loaded with this section). */
export default function OpenApiOperations() {
  const { data, error, isPending } = useOpenApi();
  if (isPending) return <p role="status">Loading the API description…</p>;
  if (error) {
    return (
      <p role="alert" className="text-destructive">
        The API description could not be loaded: {error.message}. Try reloading the page.
      </p>
    );
  }
  const groups = operationsByTag(data);
  const count = groups.reduce((sum, [, operations]) => sum + operations.length, 0);
  return (
    <div className="grid min-w-0 gap-6">
      <p>
        {count} operations of {data.info.title} {data.info.version}, read from the server’s own
        description. Open one for its parameters, request body and replies.
      </p>
      {groups.map(([tag, operations]) => (
        <div key={tag} className="grid min-w-0 gap-2">
          {/* Routes are tagged by their path's first part after /api. */}
          <h3 className="font-mono text-sm font-semibold text-foreground">/api/{tag}</h3>
          {operations.map((listed) => (
            <OpenApiOperation key={`${listed.method} ${listed.path}`} {...listed} />
          ))}
        </div>
      ))}
    </div>
  );
}
