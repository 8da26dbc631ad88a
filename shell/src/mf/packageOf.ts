/** The package a shared module belongs to: 'react' for 'react/jsx-runtime', '@dl/shared-config' for itself. */
export const packageOf = (name: string) => name.split('/').slice(0, name.startsWith('@') ? 2 : 1).join('/');
