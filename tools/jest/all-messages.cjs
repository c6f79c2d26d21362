// Each test file starts with every language's server messages, as the API has them from its start.
require('../../libs/contracts/src/all-messages.ts').addAllMessages();
