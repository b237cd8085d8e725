export * from './brand';
export * from './createNuvemTheme';
export * from './bodyClassOf';
