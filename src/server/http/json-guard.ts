// Moved to src/shared/http (the MCP transport uses it too). This re-export only serves src/server/api/rest/*,
// whose owner switches its imports to ~/shared/http/json-guard; then this file goes.
export * from '~/shared/http/json-guard';
