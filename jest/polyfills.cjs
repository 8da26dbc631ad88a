// Build-time constants that rspack's DefinePlugin injects.
Object.assign(globalThis, { __APP_NAME__: 'test', __APP_VERSION__: '0.0.0-test', __BUILD_LABEL__: 'test' });
