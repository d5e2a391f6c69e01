// The code sample of /telekinesis's Integration tab, highlighted at build time.
/** The integration tab's sample: a task sent to a queue with the AWS SDK. */
export const INTEGRATION_SAMPLE = {
  title: 'send-task.ts',
  lang: 'ts',
  code: `import { SQSClient, SendMessageCommand } from '@aws-sdk/client-sqs';
// The queue's address, which the app is given at build time.
import { QueueUrl } from './settings';

const sqs = new SQSClient({});
await sqs.send(new SendMessageCommand({
  QueueUrl,
  MessageBody: JSON.stringify({ task: 'resize', id: 42 }),
}));`,
};
