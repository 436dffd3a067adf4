/** The fuzzer (api/test/fuzz.ts) over every other route of the app's table: part 1 of 2. */
import { fuzzRoutes } from './fuzz';

fuzzRoutes(0, 2);
