// Runs every benchmark scenario in turn; each prints its own figures.
const scenarios: string[] = [];
if (scenarios.length === 0) {
  console.log('No benchmark scenarios yet.');
}
