// Node's environment, with a temporary folder of the test file's own (jest/own-tmp.cjs).
const { TestEnvironment } = require('jest-environment-node');
const { withOwnTmp } = require('./own-tmp.cjs');

module.exports = withOwnTmp(TestEnvironment);
