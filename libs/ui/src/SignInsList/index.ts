export * from './SignInsList';
export * from './signInsModel';
