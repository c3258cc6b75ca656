import * as migration_20261122_031412_initial from './20261122_031412_initial';

export const migrations = [
  {
    up: migration_20261122_031412_initial.up,
    down: migration_20261122_031412_initial.down,
    name: '20261122_031412_initial'
  },
];
