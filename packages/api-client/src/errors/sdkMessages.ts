/**
 * The exact SPEC §5/§7/§8 strings the transport, login and chat socket report, kept apart from
 * the contract's full `messages` catalogue so a browser bundle that only calls the API does not
 * carry every message of the product. A test keeps each one equal to the contract's.
 *
 * @internal
 */
export const sdkMessages = {
  httpError: (status: number) => `HTTP error! status: ${status}`,
  roleRequired: 'Role is required for login',
  loginFailed: 'Login failed',
  invalidServerResponse: 'Invalid response from server',
  invalidResponseFormat: 'Invalid response format from server',
  unknownError: 'An unknown error occurred',
  chatNoToken: 'No authentication token found',
  targetFailed: (
    action: 'assign' | 'edit' | 'get',
    period: 'weekly' | 'monthly',
    status: number,
    statusText: string,
  ) => `Failed to ${action} ${period} target: ${status} ${statusText}`,
  jobsApiError: (status: number) => `API Error: ${status}`,
} as const;
