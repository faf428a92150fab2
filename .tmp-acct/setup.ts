import type { TestProject } from 'vitest/node';
export default function setup(project: TestProject) {
  project.provide('baseUrl', 'http://127.0.0.1:4817');
  project.provide('dataDir', '/tmp/acct/data');
}
