export * from './languages';
export * from './messages';
export * from './permissions';
export * from './entities';
export * from './schemas';
