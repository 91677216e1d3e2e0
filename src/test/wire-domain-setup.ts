import { wireDomain } from '~/server/wire-domain';

// Tests call domain functions on their own databases, without getDb(): wire the domain as the service does.
wireDomain();
