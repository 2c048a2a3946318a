/**
 * Where the API is. Empty in the browser (same origin as the page); a Node client of the
 * sdk (tests, the ops CLI) sets the server's origin.
 */
export const sdkConfig = { baseURL: '' };

export function configureSdk(options: Partial<typeof sdkConfig>) {
  Object.assign(sdkConfig, options);
}
