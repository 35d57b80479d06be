import { createMemoryBroker } from './memory-broker.ts';
import { defineBrokerContract } from './testing/broker-contract.ts';

defineBrokerContract('memory', () => createMemoryBroker());
