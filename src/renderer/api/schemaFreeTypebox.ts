/**
 * The renderer's stand-in for the `typebox` package, put in its place by the web and desktop
 * builds (`resolve.alias` in vite.config.ts and electron.vite.config.ts).
 *
 * The renderer uses the contract's endpoints (src/common/contract) for their method, path and
 * credential only; their schemas are for the server (validation, serialisation, OpenAPI) and for
 * TypeScript, which takes its types from the real package at compile time. Building the schemas
 * in the browser would ship TypeBox (about 30 KB gzip) in the entry chunk for nothing. Every
 * `Type.X(...)` here gives an empty schema with empty `properties` (the contract spreads
 * `Schema.properties` into other schemas); contract.typebox-stub.test.ts proves the endpoints
 * come out the same under it.
 */
const emptySchema = (): { properties: Record<string, never> } => ({ properties: {} });

const Type: Record<string, typeof emptySchema> = new Proxy({}, { get: () => emptySchema });

export default Type;
