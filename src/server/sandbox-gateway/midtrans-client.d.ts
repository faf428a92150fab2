/** The parts of the official `midtrans-client` package (1.4.x ships no types) the tests drive the sandbox with. */
declare module 'midtrans-client' {
  /** What the client resolves: the Core API's JSON answer (the contract's transaction shape). */
  type Answer = import('../../common/contract/sandbox-gateway.js').MidtransTransaction;
  interface Options {
    isProduction?: boolean;
    serverKey?: string;
    clientKey?: string;
  }
  class Transaction {
    status(id: string): Promise<Answer>;
    cancel(id: string): Promise<Answer>;
    expire(id: string): Promise<Answer>;
    notification(body: object | string): Promise<Answer>;
  }
  export class CoreApi {
    constructor(options?: Options);
    charge(parameter: object): Promise<Answer>;
    transaction: Transaction;
    apiConfig: { getCoreApiBaseUrl(): string };
  }
  export class MidtransError extends Error {
    httpStatusCode: number | string | null;
    ApiResponse: Record<string, unknown> | null;
  }
  const midtrans: { CoreApi: typeof CoreApi; MidtransError: typeof MidtransError };
  export default midtrans;
}

declare module 'midtrans-client/lib/apiConfig.js' {
  const ApiConfig: { CORE_SANDBOX_BASE_URL: string; CORE_PRODUCTION_BASE_URL: string };
  export default ApiConfig;
}
