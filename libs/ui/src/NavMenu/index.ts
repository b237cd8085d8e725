export * from './NavMenu';
export * from './NavOptionsMenu';
export * from './navMenuConstants';
export * from './visibleEntries';
export * from './activeTrail';
export * from './navIcons';
