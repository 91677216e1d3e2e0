// Moved to src/shared/http (the MCP transport uses it too). This re-export only serves src/server/api/rest/*,
// whose owner switches its imports to ~/shared/http/read-capped-body; then this file goes.
export * from '~/shared/http/read-capped-body';
