// The code sample of /telekinesis's Integration tab, highlighted at build time.
/** The integration tab's sample: a task sent to a queue with the AWS SDK. */
export const INTEGRATION_SAMPLE = {
  title: 'send-task.ts',
  lang: 'ts',
  code: `import { SQSClient, SendMessageCommand } from '@aws-sdk/client-sqs';

const sqs = new SQSClient({});
const queueUrl = 'https://sqs.us-east-1.amazonaws.com/123456789012/my-tasks';
await sqs.send(new SendMessageCommand({
  QueueUrl: queueUrl,
  MessageBody: JSON.stringify({ task: 'resize-image', id: 42 }),
}));`,
};
