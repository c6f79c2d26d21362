import type { PatientAnswerKind } from '@dental/contracts';
import { PATIENT_MESSAGE_MAX } from '@dental/domain';

/** The patient's page speaks the patient's message language (else the clinic's): French or Arabic. */
export type ReplyLanguage = 'fr' | 'ar';

export type ReplyProblem = 'answerInvalid' | 'messageTooLong' | 'slotTaken' | 'tooLate';

export interface ReplyTexts {
  title: string;
  greeting: (firstName: string) => string;
  day: string;
  time: string;
  doctor: string;
  confirm: string;
  cancel: string;
  otherTime: string;
  message: string;
  askCancel: string;
  cancelYes: string;
  cancelNo: string;
  recorded: Record<PatientAnswerKind, string>;
  answeredAt: (date: string, time: string) => string;
  canChange: string;
  started: string;
  closed: string;
  problems: Record<ReplyProblem, string>;
}

export const REPLY_TEXTS: Record<ReplyLanguage, ReplyTexts> = {
  fr: {
    title: 'Votre rendez-vous',
    greeting: (firstName) => `Bonjour ${firstName},`,
    day: 'Jour',
    time: 'Heure',
    doctor: 'Médecin',
    confirm: 'Je confirme',
    cancel: "J'annule",
    otherTime: 'Je souhaite un autre horaire',
    message: 'Votre message (facultatif)',
    askCancel: 'Voulez-vous vraiment annuler ce rendez-vous ?',
    cancelYes: "Oui, j'annule",
    cancelNo: 'Non, revenir',
    recorded: {
      confirmed: 'Votre présence est confirmée.',
      cancelled: 'Votre rendez-vous est annulé.',
      otherTime: 'Votre demande d’un autre horaire est transmise : le cabinet vous rappellera.',
    },
    answeredAt: (date, time) => `Réponse enregistrée le ${date} à ${time}.`,
    canChange: 'Vous pouvez changer votre réponse jusqu’au début du rendez-vous.',
    started: 'Le rendez-vous a commencé : la réponse ne peut plus être changée.',
    closed: 'Ce rendez-vous ne peut plus être changé ici. Pour toute question, contactez le cabinet.',
    problems: {
      answerInvalid: 'Choisissez une des réponses proposées.',
      messageTooLong: `Le message est trop long (${PATIENT_MESSAGE_MAX} caractères au plus).`,
      slotTaken: 'Cet horaire a été donné à un autre patient. Demandez un autre horaire.',
      tooLate: 'Le rendez-vous a commencé : la réponse ne peut plus être changée.',
    },
  },
  ar: {
    title: 'موعدكم',
    greeting: (firstName) => `مرحبا ${firstName}،`,
    day: 'اليوم',
    time: 'الساعة',
    doctor: 'الطبيب',
    confirm: 'أؤكد الموعد',
    cancel: 'ألغي الموعد',
    otherTime: 'أرغب في موعد آخر',
    message: 'رسالتكم (اختياري)',
    askCancel: 'هل تريدون فعلًا إلغاء هذا الموعد؟',
    cancelYes: 'نعم، ألغي الموعد',
    cancelNo: 'لا، رجوع',
    recorded: {
      confirmed: 'تم تأكيد حضوركم.',
      cancelled: 'تم إلغاء موعدكم.',
      otherTime: 'تم إرسال طلبكم لموعد آخر: ستتصل بكم العيادة.',
    },
    answeredAt: (date, time) => `سُجّل الرد يوم ${date} على الساعة ${time}.`,
    canChange: 'يمكنكم تغيير ردكم حتى بداية الموعد.',
    started: 'بدأ الموعد: لم يعد بالإمكان تغيير الرد.',
    closed: 'لم يعد بالإمكان تغيير هذا الموعد هنا. لأي استفسار، اتصلوا بالعيادة.',
    problems: {
      answerInvalid: 'اختاروا أحد الردود المقترحة.',
      messageTooLong: `الرسالة طويلة جدًا (${PATIENT_MESSAGE_MAX} حرفًا على الأكثر).`,
      slotTaken: 'أُعطي هذا الموعد لمريض آخر. اطلبوا موعدًا آخر.',
      tooLate: 'بدأ الموعد: لم يعد بالإمكان تغيير الرد.',
    },
  },
};

/** The page of a link that does not open (unknown, expired, moved, deleted: all alike), in both languages. */
export const NEUTRAL_TEXTS = {
  fr: { title: 'Lien indisponible', body: 'Ce lien n’est pas valide ou n’est plus valable. Pour toute question, contactez le cabinet.' },
  ar: { title: 'الرابط غير متاح', body: 'هذا الرابط غير صالح أو لم يعد صالحًا. لأي استفسار، اتصلوا بالعيادة.' },
} as const;

/** Too many requests from one address or on one link. */
export const LIMITED_TEXTS = {
  fr: { title: 'Trop de demandes', body: 'Trop de demandes en peu de temps. Réessayez dans une minute.' },
  ar: { title: 'طلبات كثيرة', body: 'طلبات كثيرة في وقت قصير. أعيدوا المحاولة بعد دقيقة.' },
} as const;
