import { createContext, useContext } from 'react';
import type { SecurityScheme } from '../openapi';

/** How Try it signs its requests: one choice for the whole reference. */
export interface TryCredentials {
  /** A key of the document's securitySchemes, or '' for none. */
  schemeName: string;
  scheme?: SecurityScheme;
  value: string;
}

export const TryCredentialsContext = createContext<TryCredentials>({ schemeName: '', value: '' });

export function useTryCredentials(): TryCredentials {
  return useContext(TryCredentialsContext);
}
