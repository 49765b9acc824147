import { ApiReferenceReact } from '@scalar/api-reference-react';
import '@scalar/api-reference-react/style.css';
import { useMemo } from 'react';
import { useOpenApi } from '../hooks/use-openapi';
import './scalar-theme.css';

/**
 * Every route of the server's OpenAPI description, drawn by Scalar's API reference (a maintained
 * OpenAPI 3.1 renderer). This module is its own chunk, loaded only when the API reference shows.
 */
export default function ScalarReference() {
  const { data, error, isPending } = useOpenApi();
  const configuration = useMemo(
    () => ({
      content: data,
      // Examples and Test Request name this server, wherever it runs.
      servers: [{ url: window.location.origin, description: 'This Gleaner server' }],
      // Nothing leaves the origin: no web fonts from Scalar's CDN, no telemetry, no request proxy.
      withDefaultFonts: false,
      telemetry: false,
      mcp: { disabled: true },
      // Part of /docs, not a page of its own: our header, our search, our light theme.
      showSidebar: false,
      hideSearch: true,
      hideDarkModeToggle: true,
      forceDarkModeState: 'light' as const,
      theme: 'none' as const,
      documentDownloadType: 'none' as const,
      // Test Request (and with it the sign-in schemes' card) calls this same origin, no proxy;
      // the button that opens Scalar's separate client app is left out.
      hideClientButton: true,
      showDeveloperTools: 'never' as const,
      agent: { disabled: true },
    }),
    [data],
  );
  if (isPending) return <p role="status">Loading the API description…</p>;
  if (error) {
    return (
      <p role="alert" className="text-destructive">
        The API description could not be loaded: {error.message}. Try reloading the page.
      </p>
    );
  }
  return (
    <div className="min-w-0 overflow-hidden rounded-lg border bg-card">
      <ApiReferenceReact configuration={configuration} />
    </div>
  );
}
