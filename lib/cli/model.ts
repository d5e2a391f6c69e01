// What mg does, as data in its definition (content/cli/mg.json): the resources it manages, each
// command's effects on them with the AWS actions each effect calls, the confirmations it asks for,
// the order in which each setting is resolved, and each family's deployment states; and the
// project file's own schema (content/cli/mg.project.schema.json). This module checks that model
// against itself and derives what follows from it (the AWS permissions, a flag's default from its
// setting's order). lib/cli/reference.ts renders it for the pages.
//
// The rules it holds the model to, each a build failure with a message naming what to fix:
// - every effect names a resource that exists; every condition (of an effect or a confirmation)
//   names a flag its command takes, a flag a command creates the resource with, or a key of the
//   command's family section of the project file and a value that key may hold;
// - every resource a command creates is removed by a command of its family, or says why it is kept;
// - a global exit code returned only by confirming commands has a command that confirms;
// - every setting's sources exist (its flag supplies that setting; its variable is one mg reads;
//   its project-file key is in each family section), and every flag or variable that supplies a
//   setting is one of its sources;
// - every flag a key of the project file supplies is of that family, and the key exists;
// - every state's entering and leaving command exists, in that state's family;
// - a command that calls an action AWS refuses without another (ACTION_NEEDS) may call that one too;
// - an IAM condition narrows an action its effect calls, and every effect calling that action gives
//   it the same condition (the policy grants the action once);
// - a resource with defining details is created by a command, whose effect list states them;
// - what scripts rely on holds together: a command that returns once given a command after `--`
//   takes one; an irreversible command removes something; a "not yet" exit code is a command's own,
//   one at most per command; a resource with a path on the machine is on the machine.
import type {
  CliIndex,
  CommandNode,
  Condition,
  Definition,
  EffectKind,
  IamCondition,
  ProjectSchema,
  SchemaNode,
  Setting,
  SettingSource,
} from './types.ts';

/** AWS's name for each action prefix, for the permissions table and policy. */
export const SERVICES: Record<string, string> = {
  sts: 'STS',
  ec2: 'EC2',
  route53: 'Route 53',
  iam: 'IAM',
  lambda: 'Lambda',
  sqs: 'SQS',
  events: 'EventBridge',
  dynamodb: 'DynamoDB',
  rds: 'RDS',
  logs: 'CloudWatch Logs',
  tag: 'Resource Groups Tagging',
  s3: 'S3',
  cloudfront: 'CloudFront',
  acm: 'ACM',
};

/**
 * Actions AWS refuses to carry out unless the caller may also call others: a new function is handed
 * its role (PassRole); a resource tagged as it is created needs the tagging action; mg waits for a
 * new table to become active by describing it; the account's first RDS database has AWS create RDS's
 * service-linked role, as the caller.
 */
export const ACTION_NEEDS: Record<string, string[]> = {
  'lambda:CreateFunction': ['iam:PassRole'],
  'ec2:RunInstances': ['ec2:CreateTags'],
  'rds:CreateDBInstance': ['rds:AddTagsToResource', 'iam:CreateServiceLinkedRole'],
  'dynamodb:CreateTable': ['dynamodb:DescribeTable'],
};

/** The order effects are listed in. */
export const EFFECTS: EffectKind[] = ['creates', 'changes', 'removes', 'keeps', 'reads'];

/** The family sections of the project file. */
export const PROJECT_FAMILIES = ['dmt', 'lsd'] as const;
const PROJECT_FAMILY_NAMES = PROJECT_FAMILIES.map((f) => f.toUpperCase()).join(' and ');

/** What the rules read of the model: the definition, its indexed commands and the project file's schema. */
interface Model {
  raw: Definition;
  commands: Map<string, CommandNode>;
  leaves: CommandNode[];
  projectSchema: ProjectSchema;
}

/**
 * The problems of the behaviour model in `raw` (beyond its schema), given the indexed commands and
 * the project file's schema.
 */
export function modelProblems(
  raw: Definition,
  commands: Map<string, CommandNode>,
  projectSchema: ProjectSchema,
): string[] {
  const model: Model = {
    raw,
    commands,
    leaves: [...commands.values()].filter((node) => !node.children.length),
    projectSchema,
  };
  return [
    ...effectProblems(model),
    ...actionConditions(model.leaves).problems,
    ...conditionProblems(model),
    ...projectKeyProblems(model),
    ...resourceProblems(model),
    ...exitCodeProblems(model),
    ...settingProblems(model),
    ...stateProblems(model),
    ...procedureFactProblems(model),
  ];
}

/** The facts the procedure check reads (lib/cli/procedure.ts) hold together. */
function procedureFactProblems({ raw, leaves }: Model): string[] {
  const problems: string[] = [];
  for (const node of leaves) {
    if (node.neverReturns?.unlessRest && !node.rest)
      problems.push(`\`mg ${node.path}\` returns once given a command after \`--\`, but takes none`);
    if (node.irreversible && !node.effects.some((e) => e.effect === 'removes'))
      problems.push(`\`mg ${node.path}\` is irreversible but removes nothing`);
    if (node.exitCodes.filter((c) => c.notYet).length > 1)
      problems.push(`\`mg ${node.path}\` has two exit codes for "not yet": a script could not tell which to wait on`);
  }
  for (const code of raw.exitCodes.filter((c) => c.notYet))
    problems.push(`the global exit code ${code.code} says "not yet": only a command's own code can`);
  for (const resource of raw.resources.filter((r) => r.path && r.scope !== 'on the machine'))
    problems.push(`"${resource.id}" has a path on the machine, but it is not on the machine`);
  return problems;
}

/** Each command's effects, actions and confirmations: what they name exists, and AWS would allow them. */
function effectProblems({ raw, leaves }: Model): string[] {
  const problems: string[] = [];
  const resources = new Map(raw.resources.map((r) => [r.id, r]));
  if (resources.size !== raw.resources.length) problems.push('two resources share an id');
  for (const node of leaves) {
    for (const effect of node.effects) {
      const where = `\`mg ${node.path}\` ${effect.effect} "${effect.resource}"`;
      if (!resources.has(effect.resource)) problems.push(`${where}, which resources does not define`);
      for (const action of effect.actions ?? []) {
        if (!SERVICES[action.split(':')[0]]) problems.push(`${where} with \`${action}\`, of no service mg knows`);
      }
      const resource = resources.get(effect.resource);
      if (resource && ['local', 'machine'].includes(resource.service) && effect.actions?.length)
        problems.push(`${where} with AWS actions, but it is not in AWS`);
      for (const action of Object.keys(effect.conditions ?? {})) {
        if (!effect.actions?.includes(action))
          problems.push(`${where} narrows \`${action}\` with a condition, but does not call it`);
      }
    }
    const actions = actionsOf(node);
    for (const [action, needs] of Object.entries(ACTION_NEEDS)) {
      for (const need of needs) {
        if (actions.includes(action) && !actions.includes(need))
          problems.push(`\`mg ${node.path}\` calls \`${action}\`, which AWS refuses without \`${need}\``);
      }
    }
    for (const confirmation of node.confirm) {
      if (confirmation.skippedBy && !takes(raw, node, confirmation.skippedBy))
        problems.push(
          `\`mg ${node.path}\` skips a confirmation by \`--${confirmation.skippedBy}\`, which it does not take`,
        );
    }
  }
  return problems;
}

/** Whether `node` takes the flag `name` (its own or a global one). */
const takes = (raw: Definition, node: CommandNode, name: string) =>
  [...raw.flags.filter((f) => f.global), ...node.flags].some((f) => f.name === name);

/** A node of the project file's schema, its `$ref` (to the schema's own definitions) followed. */
export function resolveRef(schema: ProjectSchema, node: SchemaNode): SchemaNode {
  return node.$ref ? (schema.$defs?.[node.$ref.split('/').at(-1) ?? ''] ?? {}) : node;
}

/** The schema of a key of a family's section of the project file, by its path (`database.engine`), if it has one. */
export function projectKeySchema(schema: ProjectSchema, family: string, key: string): SchemaNode | undefined {
  let node = schema.properties?.[family];
  for (const part of key.split('.')) node = node && resolveRef(schema, node).properties?.[part];
  return node && resolveRef(schema, node);
}

/** What is wrong with the condition `when` of a command's effect on `resource`, or of its confirmation (no resource), if anything. */
function conditionProblem(model: Model, node: CommandNode, when: Condition, resource?: string): string | undefined {
  const { raw, leaves, projectSchema } = model;
  if ('with' in when || 'without' in when) {
    const flag = 'with' in when ? when.with : when.without;
    return takes(raw, node, flag) ? undefined : `when \`--${flag}\`, which it does not take`;
  }
  if ('madeWith' in when) {
    // A command creates the resource (any resource, for a confirmation) under the condition of that flag.
    const creates = leaves.some((other) =>
      other.effects.some(
        (e) =>
          e.effect === 'creates' &&
          (resource === undefined || e.resource === resource) &&
          e.when !== undefined &&
          'with' in e.when &&
          e.when.with === when.madeWith,
      ),
    );
    return creates ? undefined : `for a deployment made with \`--${when.madeWith}\`, which no command creates it with`;
  }
  const family = node.family ?? '';
  const spec = projectKeySchema(projectSchema, family, when.key);
  if (!spec) return `when \`${when.key}\` is \`${when.is}\`, but the project file has no \`${family}.${when.key}\``;
  if (spec.enum && !spec.enum.includes(when.is))
    return `when \`${when.key}\` is \`${when.is}\`, which it cannot be (${spec.enum.join(', ')})`;
  return undefined;
}

/** Every effect's and confirmation's condition names what exists: a flag, a creating command, a key and its value. */
function conditionProblems(model: Model): string[] {
  const problems: string[] = [];
  for (const node of model.leaves) {
    // An effect of a command this one runs is checked where that command declares it.
    for (const effect of node.effects.filter((e) => !e.through)) {
      const problem = effect.when && conditionProblem(model, node, effect.when, effect.resource);
      if (problem) problems.push(`\`mg ${node.path}\` ${effect.effect} "${effect.resource}" ${problem}`);
    }
    for (const confirmation of node.confirm) {
      const problem = confirmation.when && conditionProblem(model, node, confirmation.when);
      if (problem) problems.push(`\`mg ${node.path}\` asks "${confirmation.prompt}" ${problem}`);
    }
  }
  return problems;
}

/** A flag a key of the project file supplies is of that key's family, and the key exists. */
function projectKeyProblems({ raw, commands, projectSchema }: Model): string[] {
  const problems: string[] = [];
  for (const flag of raw.flags) {
    if (!flag.projectKey) continue;
    if (flag.setting)
      problems.push(`\`--${flag.name}\` supplies a setting: its project-file key belongs among the setting's sources`);
    const families = new Set((flag.commands ?? []).map((path) => commands.get(path)?.family ?? ''));
    for (const family of families) {
      if (!(PROJECT_FAMILIES as readonly string[]).includes(family))
        problems.push(
          `\`--${flag.name}\` names a project-file key, but the family of its commands has no section there`,
        );
      else if (!projectKeySchema(projectSchema, family, flag.projectKey))
        problems.push(
          `\`--${flag.name}\` names \`${family}.${flag.projectKey}\`, which the project file's schema lacks`,
        );
    }
  }
  return problems;
}

/** Whatever is created is removed, or kept on purpose. */
function resourceProblems({ raw, leaves }: Model): string[] {
  const problems: string[] = [];
  for (const resource of raw.resources) {
    const effects = leaves.flatMap((node) => node.effects.filter((e) => e.resource === resource.id));
    const created = effects.some((e) => e.effect === 'creates');
    if (resource.details && !created)
      problems.push(`"${resource.id}" has details, but no command creates it to state them: fold them into its name`);
    const removed = effects.some((e) => e.effect === 'removes');
    if (created && !removed && !resource.kept)
      problems.push(`"${resource.id}" is created but no command removes it: add a removal or say why it is kept`);
    if (removed && resource.kept) problems.push(`"${resource.id}" is removed by a command but also said to be kept`);
  }
  return problems;
}

/** A code only confirming commands return has a command that confirms. */
function exitCodeProblems({ raw, leaves }: Model): string[] {
  return raw.exitCodes
    .filter((code) => code.returnedBy === 'confirming' && !leaves.some((node) => node.confirm.length))
    .map((code) => `exit code ${code.code} is returned by the commands that confirm, and none does`);
}

/** Every setting's sources exist, and every flag or variable that supplies a setting is among its sources. */
function settingProblems({ raw, projectSchema }: Model): string[] {
  const problems: string[] = [];
  const sectionKeys = (family: string) => Object.keys(projectSchema.properties?.[family]?.properties ?? {});
  const settingIds = new Set(raw.settings.map((s) => s.id));
  for (const setting of raw.settings) {
    for (const source of setting.sources) {
      if ('flag' in source && raw.flags.find((f) => f.name === source.flag)?.setting !== setting.id)
        problems.push(`the setting "${setting.id}" names \`--${source.flag}\`, which does not say it supplies it`);
      if ('env' in source && raw.environment.find((v) => v.name === source.env)?.setting !== setting.id)
        problems.push(`the setting "${setting.id}" names ${source.env}, which is no variable of it`);
      if ('argument' in source && !raw.arguments?.[source.argument])
        problems.push(
          `the setting "${setting.id}" names the argument "${source.argument}", which arguments does not define`,
        );
      for (const family of PROJECT_FAMILIES) {
        if ('project' in source && !sectionKeys(family).includes(source.project))
          problems.push(
            `the setting "${setting.id}" names \`${family}.${source.project}\`, which the project file's schema lacks`,
          );
      }
    }
  }
  for (const supplier of [...raw.flags, ...raw.environment]) {
    if (!supplier.setting) continue;
    const label = supplier.name.startsWith('AWS') ? supplier.name : `--${supplier.name}`;
    const setting = raw.settings.find((s) => s.id === supplier.setting);
    if (!settingIds.has(supplier.setting) || !setting)
      problems.push(`${label} supplies the setting "${supplier.setting}", which settings lacks`);
    else if (
      !setting.sources.some((s) => ('flag' in s && s.flag === supplier.name) || ('env' in s && s.env === supplier.name))
    )
      problems.push(`${label} supplies "${setting.id}" but is not among its sources`);
  }
  return problems;
}

/** Every state's entering and leaving command exists, and is a command of that state's family. */
function stateProblems({ raw, commands }: Model): string[] {
  const problems: string[] = [];
  for (const [family, machine] of Object.entries(raw.states)) {
    for (const state of machine.states) {
      for (const step of [...state.enter, ...state.leave]) {
        if (!('command' in step)) continue;
        const node = commands.get(step.command);
        const where = `the ${family} state "${state.name}" names \`mg ${step.command}\``;
        if (!node || node.children.length) problems.push(`${where}, which is no command of mg`);
        else if (node.family !== family) problems.push(`${where}, a command of another family`);
      }
    }
  }
  return problems;
}

/** Each action's IAM condition, where an effect narrows it: the same wherever it is called, or a problem. */
export function actionConditions(leaves: CommandNode[]): { conditions: Map<string, IamCondition>; problems: string[] } {
  const conditions = new Map<string, IamCondition>();
  const problems: string[] = [];
  const calls = leaves.flatMap((node) =>
    node.effects.flatMap((effect) =>
      (effect.actions ?? []).map((action) => ({ node, action, condition: effect.conditions?.[action] })),
    ),
  );
  for (const { action, condition } of calls)
    if (condition && !conditions.has(action)) conditions.set(action, condition);
  for (const { node, action, condition } of calls) {
    const expected = conditions.get(action);
    if (expected && JSON.stringify(condition) !== JSON.stringify(expected))
      problems.push(
        `\`mg ${node.path}\` calls \`${action}\` ${condition ? 'with another condition than' : 'without the condition it has'} elsewhere: the policy grants it once`,
      );
  }
  return { conditions, problems: [...new Set(problems)] };
}

/**
 * The AWS permissions, from every command's effects: per service, its actions (in the order the
 * definition first names them), the resources they are for, the commands that call them, and the
 * IAM condition that narrows an action, if one does.
 */
export function permissionsOf(cli: CliIndex): Permission[] {
  const byService = new Map<string, Permission>();
  const { conditions } = actionConditions(cli.leaves);
  for (const node of cli.leaves) {
    for (const effect of node.effects) {
      for (const action of effect.actions ?? []) {
        const service = SERVICES[action.split(':')[0]];
        const entry = byService.get(service) ?? { service, actions: [], resources: [], commands: [], conditions: {} };
        if (!entry.actions.includes(action)) entry.actions.push(action);
        const condition = conditions.get(action);
        if (condition) entry.conditions[action] = condition;
        if (!entry.resources.includes(effect.resource)) entry.resources.push(effect.resource);
        if (!entry.commands.includes(node.path)) entry.commands.push(node.path);
        byService.set(service, entry);
      }
    }
  }
  const order = Object.values(SERVICES);
  return [...byService.values()].sort((a, b) => order.indexOf(a.service) - order.indexOf(b.service));
}

/** One AWS service's part of the permissions: its actions, the resources they are for, the commands that call them. */
export interface Permission {
  service: string;
  actions: string[];
  resources: string[];
  commands: string[];
  /** The IAM condition that narrows an action, by action. */
  conditions: Record<string, IamCondition>;
}

/** The AWS actions one command calls, in the order its effects name them. */
export function actionsOf(node: CommandNode): string[] {
  return [...new Set(node.effects.flatMap((e) => e.actions ?? []))];
}

/** Where a source of a setting is, as the pages say it. */
export function sourceText(source: SettingSource): string {
  if ('flag' in source) return `\`--${source.flag}\``;
  if ('argument' in source) return `the \`<${source.argument}>\` argument`;
  if ('project' in source)
    return `the project file's \`${source.project}\` (project mode, ${PROJECT_FAMILY_NAMES} commands)`;
  if ('env' in source) return `\`${source.env}\``;
  return source.fallback;
}

/** A setting's order as one phrase: "`--region`, else the project file's `region` …, else …". */
export function orderText(setting: Setting, from = 0): string {
  return setting.sources.slice(from).map(sourceText).join(', else ');
}

/**
 * The rule a name pattern of the form `^[a-z][a-z0-9-]{0,N}$` states, in words. Any other pattern
 * is refused: the pages must be able to say the rule, not just the regular expression.
 */
export function nameRule(pattern: string): string {
  const match = /^\^\[a-z\]\[a-z0-9-\]\{0,(\d+)\}\$$/.exec(pattern);
  if (!match) throw new Error(`no words for the name pattern ${pattern}: describe it in lib/cli/model.ts`);
  return `a lowercase letter, then up to ${match[1]} lowercase letters, digits or dashes (${Number(match[1]) + 1} characters at most)`;
}
