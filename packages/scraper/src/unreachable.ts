/**
 * Why a site could not be reached, in words for the person who asked for it, from the error
 * code of Node's network stack (ENOTFOUND, ECONNREFUSED, …) or Chromium's (net::ERR_…); null
 * when the code is not one of these. Sentences end with a full stop; advice is the caller's.
 */
export function unreachableReason(code: string, host: string): string | null {
  const name = code.replace(/^net::ERR_/, 'ERR_');
  if (name === 'ENOTFOUND' || name === 'EAI_AGAIN' || name === 'ERR_NAME_NOT_RESOLVED')
    return `no server named ${host} could be found from here; the address may be mistyped, the site gone, or this server without an internet connection.`;
  if (name === 'ECONNREFUSED' || name === 'ERR_CONNECTION_REFUSED')
    return `${host} refused the connection; nothing is serving web pages at that address right now.`;
  if (name === 'ECONNRESET' || name === 'ERR_CONNECTION_RESET' || name === 'ERR_CONNECTION_CLOSED')
    return `${host} closed the connection before sending the page.`;
  if (
    [
      'ENETUNREACH',
      'EHOSTUNREACH',
      'ERR_INTERNET_DISCONNECTED',
      'ERR_ADDRESS_UNREACHABLE',
    ].includes(name) ||
    name === 'ERR_NETWORK_ACCESS_DENIED'
  )
    return `${host} cannot be reached from this server; it may have no internet connection, or the site is down.`;
  if (name === 'ERR_CONNECTION_TIMED_OUT' || name === 'ERR_TIMED_OUT')
    return `${host} did not answer in time.`;
  if (
    /^(CERT_|ERR_CERT_|ERR_TLS|ERR_SSL|UNABLE_TO_VERIFY|DEPTH_ZERO_SELF_SIGNED|SELF_SIGNED)/.test(
      name,
    )
  )
    return `${host}'s secure connection could not be trusted (its certificate is not valid), so the page was not read.`;
  return null;
}
