import { ACTION, type MessageTextsAnswer } from '@dental/contracts';
import { DEFAULT_MESSAGE_TEXTS, DEFAULT_RECALL_MONTHS, MESSAGE_KINDS, MESSAGE_LANGUAGES, templateProblemMessages, type MessageTexts } from '@dental/domain';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/types';
import { FormError, type FormMessage } from '../../http/errors';
import { requireAction } from '../../http/guards';
import { ok } from '../../http/reply';
import { route } from '../../http/route';

async function readTexts(db: Queryable): Promise<MessageTextsAnswer> {
  const [row] = await db.query<{ texts: MessageTexts | null; language: 'fr' | 'ar'; months: number }>(
    'select message_texts as texts, message_language as language, recall_months as months from settings where id = 1',
  );
  return { ...(row?.texts ?? DEFAULT_MESSAGE_TEXTS), defaults: !row?.texts, clinicLanguage: row?.language ?? 'fr', recallMonths: row?.months ?? DEFAULT_RECALL_MONTHS };
}

/** Every problem of the texts, in the order of the form: the reminder then the recall, French then Arabic. */
function textProblems(texts: MessageTexts): FormMessage[] {
  return MESSAGE_KINDS.flatMap((kind) => MESSAGE_LANGUAGES.flatMap((language) => templateProblemMessages(kind, language, texts[kind][language])));
}

/** The clinic's own reminder and recall texts (issue 24). */
export async function messageTextRoutes(app: FastifyInstance) {
  const { db } = app;

  route(app, 'messageTexts.get', {}, async () => ok(await readTexts(db)));

  route(app, 'messageTexts.update', { guard: requireAction(ACTION.editMessages, 'RDV'), limits: { maxLengths: { reminder: 5000, recall: 5000 } } }, async (request) => {
    const { recallMonths, clinicLanguage, ...texts } = request.body;
    const problems = textProblems(texts);
    if (problems.length > 0) throw new FormError(problems);
    await db.query(
      `update settings set message_texts = $1::jsonb, recall_months = coalesce($2, recall_months), message_language = coalesce($3, message_language), updated_at = now()
        where id = 1`,
      [JSON.stringify({ reminder: texts.reminder, recall: texts.recall }), recallMonths ?? null, clinicLanguage ?? null],
    );
    return ok(await readTexts(db));
  });
}
