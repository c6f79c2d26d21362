/**
 * What the clinic's export holds: one CSV per table named here, with the columns described here
 * and only those (a column added by a migration leaves only once it is described: the export test
 * fails until then). The README inside the zip is written from this table, French then English.
 */

/** A description in French, then English. */
export type Described = readonly [fr: string, en: string];

export interface ExportedTable {
  table: string;
  about: Described;
  /** The table's own columns; the shared ones (id, created_at, patient_id...) are described once in SHARED_COLUMNS. */
  columns: Record<string, Described>;
}

/** Columns with the same meaning in every table that has them. */
export const SHARED_COLUMNS: Record<string, Described> = {
  id: ['Identifiant de la ligne (les autres fichiers y renvoient)', 'Row identifier (other files refer to it)'],
  created_at: ['Date et heure de création (UTC)', 'Created at (UTC)'],
  updated_at: ['Date et heure de la dernière modification (UTC)', 'Last changed at (UTC)'],
  patient_id: ['Patient (id de patients.csv)', 'Patient (id in patients.csv)'],
  doctor_id: ['Médecin (id de users.csv)', 'Doctor (id in users.csv)'],
  user_id: ['Utilisateur qui a saisi la ligne (id de users.csv)', 'User who entered the row (id in users.csv)'],
  created_by: ['Utilisateur qui a créé la ligne (id de users.csv)', 'User who created the row (id in users.csv)'],
  treatment_id: ['Acte du catalogue (id de treatments.csv)', 'Catalogue treatment (id in treatments.csv)'],
  laboratory_id: ['Laboratoire (id de laboratories.csv)', 'Laboratory (id in laboratories.csv)'],
  cash_close_id: ['Clôture de caisse qui l’a comptée (id de cash_closes.csv), vide si aucune', 'Cash close that counted it (id in cash_closes.csv), empty if none'],
  import_id: ['Import qui a créé la ligne (id de imports.csv), vide sinon', 'Import that created the row (id in imports.csv), else empty'],
  teeth: ['Dents (numéros FDI séparés par des virgules)', 'Teeth (FDI numbers separated by commas)'],
  surface: ['Faces de la dent', 'Tooth surfaces'],
  price: ['Prix', 'Price'],
  amount: ['Montant', 'Amount'],
  name: ['Nom', 'Name'],
  phone: ['Téléphone', 'Phone'],
  day: ['Jour', 'Day'],
};

/** A table as a CSV file of the export. */
export interface ExportedFile {
  table: ExportedTable;
  /** The columns written, in the table's order: the described ones, never a left-out one. */
  columns: string[];
}

/** Tables left out of the export, and why (the README says so too). */
export const LEFT_OUT: Record<string, Described> = {
  app_secrets: ['secrets du serveur (clés de signature)', 'server secrets (signing keys)'],
  sessions: ['sessions de connexion', 'sign-in sessions'],
  login_attempts: ['compteurs de tentatives de connexion', 'sign-in attempt counters'],
  auth_state: ['état interne des droits', 'internal state of the rights'],
  appointment_links: ['liens personnels des rendez-vous (empreintes de jetons secrets)', 'personal appointment links (hashes of secret tokens)'],
  stored_files: ['contenu des images et documents (l’export d’un dossier patient les contient)', 'bytes of images and documents (a patient file export holds them)'],
  module_builds: ['versions des modules de l’application', 'builds of the application modules'],
  module_build_files: ['fichiers des modules de l’application', 'files of the application modules'],
  module_registry: ['adresses des modules de l’application', 'addresses of the application modules'],
  module_release_events: ['déploiements des modules de l’application', 'releases of the application modules'],
  module_loads: ['mesures de chargement des modules', 'module load measurements'],
  schema_migrations: ['version du schéma de la base', 'database schema version'],
  payment_day_totals: ['totaux calculés à partir de payments.csv', 'totals computed from payments.csv'],
  insurance_day_totals: ['totaux calculés à partir de payments.csv', 'totals computed from payments.csv'],
  patient_name_tails: ['index de recherche calculé à partir des noms de patients.csv', 'search index computed from the names of patients.csv'],
  purchase_order_counters: ['compteurs de numérotation des bons de commande', 'purchase order number counters'],
  receipt_numbers: ['compteur de numérotation des reçus', 'receipt number counter'],
};

/** Columns left out of exported tables. */
export const LEFT_OUT_COLUMNS: Record<string, Record<string, Described>> = {
  users: { password_hash: ['empreinte du mot de passe', 'password hash'] },
  imports: { file_bytes: ['contenu du fichier importé', 'bytes of the imported file'] },
  patients: { name_key: ['clé de recherche calculée à partir du nom', 'search key computed from the name'] },
};

export const EXPORTED_TABLES: readonly ExportedTable[] = [
  {
    table: 'settings',
    about: ['Réglages du cabinet (une ligne)', 'Clinic settings (one row)'],
    columns: {
      clinic_name: ['Nom du cabinet', 'Clinic name'],
      clinic_name_ar: ['Nom du cabinet en arabe', 'Clinic name in Arabic'],
      main_color: ['Couleur principale de l’interface', 'Main colour of the interface'],
      logo: ['Logo (image en data URL)', 'Logo (image as a data URL)'],
      opening_hours: ['Horaires d’ouverture', 'Opening hours'],
      consultation_price: ['Prix de la consultation', 'Consultation price'],
      address: ['Adresse', 'Address'],
      public_address: ['Adresse publique du serveur', 'Public address of the server'],
      recall_months: ['Délai de rappel des patients (mois)', 'Patient recall delay (months)'],
      message_language: ['Langue des messages aux patients', 'Language of messages to patients'],
      message_texts: ['Textes des messages aux patients (JSON)', 'Texts of messages to patients (JSON)'],
      consent_template: ['Modèle de consentement (JSON)', 'Consent template (JSON)'],
    },
  },
  {
    table: 'users',
    about: ['Utilisateurs (sans mot de passe)', 'Users (without passwords)'],
    columns: {
      username: ['Identifiant de connexion', 'Sign-in name'],
      full_name: ['Nom complet', 'Full name'],
      doctor_cabinet: ['Médecin du cabinet (true/false)', 'Doctor of the clinic (true/false)'],
      doctor_percentage: ['Part du médecin (%)', 'Doctor’s share (%)'],
      dev: ['Compte développeur (tous les droits)', 'Developer account (every right)'],
      active: ['Compte actif', 'Account active'],
    },
  },
  { table: 'roles', about: ['Rôles', 'Roles'], columns: {} },
  {
    table: 'permissions',
    about: ['Droits (action sur une collection)', 'Rights (an action on a collection)'],
    columns: { collection_name: ['Collection concernée', 'Collection'] },
  },
  {
    table: 'role_permissions',
    about: ['Droits de chaque rôle', 'Rights of each role'],
    columns: { role_id: ['Rôle (id de roles.csv)', 'Role (id in roles.csv)'], permission_id: ['Droit (id de permissions.csv)', 'Right (id in permissions.csv)'] },
  },
  {
    table: 'user_roles',
    about: ['Rôles de chaque utilisateur', 'Roles of each user'],
    columns: { role_id: ['Rôle (id de roles.csv)', 'Role (id in roles.csv)'] },
  },
  {
    table: 'assurances',
    about: ['Assurances et mutuelles', 'Insurers'],
    columns: {
      cons_price: ['Prix de la consultation pour cette assurance', 'Consultation price for this insurer'],
      color: ['Couleur', 'Colour'],
      type: ['Type d’assurance', 'Insurer type'],
    },
  },
  {
    table: 'treatments',
    about: ['Catalogue des actes', 'Treatment catalogue'],
    columns: {
      type: ['Famille d’actes', 'Treatment family'],
      assurance_id: ['Assurance de ce tarif (id de assurances.csv), vide pour le tarif du cabinet', 'Insurer of this price (id in assurances.csv), empty for the clinic’s price'],
    },
  },
  {
    table: 'payment_modes',
    about: ['Modes de paiement', 'Payment methods'],
    columns: { code: ['Code', 'Code'], archive: ['Archivé', 'Archived'] },
  },
  {
    table: 'patients',
    about: ['Patients', 'Patients'],
    columns: {
      reg_no: ['Numéro d’inscription du patient', 'Patient’s registration number'],
      whatsapp: ['Numéro WhatsApp', 'WhatsApp number'],
      address: ['Adresse', 'Address'],
      health_condition: ['État de santé', 'Health condition'],
      dob: ['Année de naissance', 'Year of birth'],
      assurance_id: ['Assurance (id de assurances.csv)', 'Insurer (id in assurances.csv)'],
      professional_id: ['Matricule professionnel', 'Professional identifier'],
      registration_number: ['Numéro d’affiliation à l’assurance', 'Insurance membership number'],
      coverage: ['Couverture de l’assurance', 'Insurance coverage'],
      percent_covered: ['Part prise en charge par l’assurance (%)', 'Share paid by the insurer (%)'],
      finish: ['Dossier terminé', 'File finished'],
      archive: ['Archivé', 'Archived'],
      date_archive: ['Archivé le (UTC)', 'Archived at (UTC)'],
      balance: ['Solde : paiements moins dus (négatif = le patient doit)', 'Balance: payments minus charges (negative = the patient owes)'],
      message_language: ['Langue des messages envoyés au patient', 'Language of messages sent to the patient'],
      last_visit: ['Dernière visite', 'Last visit'],
      latest_appointment: ['Dernier rendez-vous', 'Latest appointment'],
    },
  },
  {
    table: 'patient_doctors',
    about: ['Médecins qui suivent chaque patient', 'Doctors following each patient'],
    columns: { seq: ['Ordre d’ajout', 'Order of addition'] },
  },
  {
    table: 'quotes',
    about: ['Devis', 'Quotes'],
    columns: { num_devis: ['Numéro du devis', 'Quote number'], reduce: ['Remise sur le devis', 'Discount on the quote'] },
  },
  {
    table: 'quote_lines',
    about: ['Lignes des devis', 'Quote lines'],
    columns: { quote_id: ['Devis (id de quotes.csv)', 'Quote (id in quotes.csv)'], discount: ['Remise sur la ligne', 'Discount on the line'] },
  },
  {
    table: 'patient_invoices',
    about: ['Factures des patients', 'Patient invoices'],
    columns: {
      num_invoice: ['Numéro de facture', 'Invoice number'],
      finish: ['Facture définitive', 'Invoice final'],
      total: ['Total', 'Total'],
      reduction: ['Remise', 'Discount'],
      amount_due: ['Montant dû', 'Amount due'],
    },
  },
  {
    table: 'patient_invoice_quotes',
    about: ['Devis de chaque facture', 'Quotes of each invoice'],
    columns: {
      invoice_id: ['Facture (id de patient_invoices.csv)', 'Invoice (id in patient_invoices.csv)'],
      quote_id: ['Devis (id de quotes.csv)', 'Quote (id in quotes.csv)'],
      reduce: ['Remise du devis reprise sur la facture', 'Quote discount carried on the invoice'],
    },
  },
  {
    table: 'patient_invoice_lines',
    about: ['Lignes de devis facturées', 'Invoiced quote lines'],
    columns: {
      invoice_id: ['Facture (id de patient_invoices.csv)', 'Invoice (id in patient_invoices.csv)'],
      quote_line_id: ['Ligne de devis (id de quote_lines.csv)', 'Quote line (id in quote_lines.csv)'],
    },
  },
  {
    table: 'insurance_invoices',
    about: ['Factures aux assurances', 'Insurer invoices'],
    columns: {
      assurance_id: ['Assurance (id de assurances.csv)', 'Insurer (id in assurances.csv)'],
      in_common: ['Facture commune à tous les médecins', 'Invoice shared by every doctor'],
      num_invoice: ['Numéro de facture', 'Invoice number'],
      payed: ['Payée', 'Paid'],
      finish: ['Terminée', 'Finished'],
      payed_at: ['Payée le (UTC)', 'Paid at (UTC)'],
    },
  },
  {
    table: 'payments',
    about: ['Paiements (recettes)', 'Payments (takings)'],
    columns: {
      type: ['Type de paiement', 'Payment type'],
      method_id: ['Mode de paiement (id de payment_modes.csv)', 'Payment method (id in payment_modes.csv)'],
      supported: ['Payé par l’assurance', 'Paid by the insurer'],
      invoice_assur_id: ['Facture d’assurance (id de insurance_invoices.csv)', 'Insurer invoice (id in insurance_invoices.csv)'],
      payment_date: ['Date du paiement', 'Payment date'],
      approved: ['Validé', 'Approved'],
      receipt_no: ['Numéro de reçu', 'Receipt number'],
    },
  },
  {
    table: 'charges',
    about: ['Sommes dues par les patients (consultations, actes, soldes repris)', 'Amounts owed by patients (consultations, treatments, opening balances)'],
    columns: {
      kind: ['consultation, act (acte) ou opening (solde repris : positif = dû, négatif = avoir)', 'consultation, act or opening (opening balance: positive = owed, negative = credit)'],
      sheet_line_id: ['Ligne de fiche de soins (id de sheet_lines.csv)', 'Treatment sheet line (id in sheet_lines.csv)'],
    },
  },
  {
    table: 'treatment_sheets',
    about: ['Fiches de soins', 'Treatment sheets'],
    columns: { num_fiche: ['Numéro de fiche', 'Sheet number'] },
  },
  {
    table: 'sheet_lines',
    about: ['Lignes des fiches de soins (actes réalisés)', 'Treatment sheet lines (treatments done)'],
    columns: {
      sheet_id: ['Fiche (id de treatment_sheets.csv)', 'Sheet (id in treatment_sheets.csv)'],
      date_appointment: ['Date de la séance', 'Session date'],
      acte: ['Acte réalisé', 'Treatment done'],
      finish: ['Acte terminé (1) ou non (0)', 'Treatment finished (1) or not (0)'],
      payment_id: ['Paiement lié (id de payments.csv)', 'Linked payment (id in payments.csv)'],
      quote_line_id: ['Ligne de devis (id de quote_lines.csv)', 'Quote line (id in quote_lines.csv)'],
      lab_consumption_id: ['Travail de laboratoire (id de lab_consumptions.csv)', 'Lab work (id in lab_consumptions.csv)'],
      appointment_id: ['Rendez-vous (id de appointments.csv)', 'Appointment (id in appointments.csv)'],
      quote_share: ['Part du devis réalisée par cette ligne', 'Share of the quote done by this line'],
    },
  },
  {
    table: 'prescriptions',
    about: ['Ordonnances', 'Prescriptions'],
    columns: { content: ['Contenu', 'Content'] },
  },
  {
    table: 'appointments',
    about: ['Rendez-vous', 'Appointments'],
    columns: {
      time: ['Heure (HH:MM)', 'Time (HH:MM)'],
      num_seance: ['Nombre de séances réservées', 'Number of sessions booked'],
      part_of_time: ['Demi-journée', 'Half day'],
      patient_lab_id: ['Travail de laboratoire attendu (id de lab_cases.csv)', 'Expected lab work (id in lab_cases.csv)'],
      implant_id: ['Implant (id de implants.csv)', 'Implant (id in implants.csv)'],
      state: ['État', 'State'],
      state_at: ['État changé le (UTC)', 'State changed at (UTC)'],
      state_by: ['État changé par (id de users.csv)', 'State changed by (id in users.csv)'],
      state_reason: ['Motif de l’état', 'Reason for the state'],
      previous_state: ['État précédent', 'Previous state'],
      previous_state_at: ['État précédent changé le (UTC)', 'Previous state changed at (UTC)'],
      previous_state_by: ['État précédent changé par (id de users.csv)', 'Previous state changed by (id in users.csv)'],
      arrived_at: ['Arrivée du patient (UTC)', 'Patient arrived at (UTC)'],
      patient_answer: ['Réponse du patient au rappel', 'Patient’s answer to the reminder'],
      patient_answer_at: ['Réponse reçue le (UTC)', 'Answer received at (UTC)'],
      patient_message: ['Message du patient', 'Patient’s message'],
      callback_handled_at: ['Rappel traité le (UTC)', 'Call-back handled at (UTC)'],
      callback_handled_by: ['Rappel traité par (id de users.csv)', 'Call-back handled by (id in users.csv)'],
    },
  },
  {
    table: 'appointment_reminders',
    about: ['Rappels de rendez-vous envoyés', 'Appointment reminders sent'],
    columns: {
      appointment_id: ['Rendez-vous (id de appointments.csv)', 'Appointment (id in appointments.csv)'],
      sent_by: ['Envoyé par (id de users.csv)', 'Sent by (id in users.csv)'],
      sent_at: ['Envoyé le (UTC)', 'Sent at (UTC)'],
    },
  },
  {
    table: 'appointment_settings',
    about: ['Horaires de rendez-vous des médecins', 'Doctors’ appointment hours'],
    columns: {
      part_of_time: ['Demi-journée', 'Half day'],
      start_time: ['Début', 'Start'],
      end_time: ['Fin', 'End'],
      session_minutes: ['Durée d’une séance (minutes)', 'Session length (minutes)'],
      count_seance: ['Nombre de séances', 'Number of sessions'],
    },
  },
  { table: 'days_of_work', about: ['Semaines de travail des médecins', 'Doctors’ working weeks'], columns: {} },
  {
    table: 'working_days',
    about: ['Jours travaillés', 'Working days'],
    columns: {
      days_of_work_id: ['Semaine (id de days_of_work.csv)', 'Week (id in days_of_work.csv)'],
      day_order: ['Jour de la semaine (0 = dimanche)', 'Day of the week (0 = Sunday)'],
      matin: ['Travaille le matin', 'Works in the morning'],
      soir: ['Travaille le soir', 'Works in the evening'],
    },
  },
  {
    table: 'recall_contacts',
    about: ['Patients contactés pour un rappel', 'Patients contacted for a recall'],
    columns: {
      due_date: ['Date de rappel prévue', 'Recall due date'],
      contacted_by: ['Contacté par (id de users.csv)', 'Contacted by (id in users.csv)'],
      contacted_at: ['Contacté le (UTC)', 'Contacted at (UTC)'],
    },
  },
  { table: 'laboratories', about: ['Laboratoires', 'Laboratories'], columns: {} },
  { table: 'laboratory_treatments', about: ['Tarifs des laboratoires', 'Laboratory prices'], columns: {} },
  { table: 'lab_consumptions', about: ['Travaux de laboratoire', 'Lab work'], columns: {} },
  {
    table: 'lab_cases',
    about: ['Suivi des travaux de laboratoire', 'Lab work follow-up'],
    columns: {
      lab_consumption_id: ['Travail de laboratoire (id de lab_consumptions.csv)', 'Lab work (id in lab_consumptions.csv)'],
      finger_print_date: ['Date de l’empreinte', 'Impression date'],
      finish: ['Terminé', 'Finished'],
    },
  },
  {
    table: 'lab_payments',
    about: ['Paiements aux laboratoires', 'Payments to laboratories'],
    columns: { comment: ['Commentaire', 'Comment'], paid_on: ['Payé le', 'Paid on'] },
  },
  {
    table: 'implants',
    about: ['Implants', 'Implants'],
    columns: {
      sheet_line_id: ['Ligne de fiche de soins (id de sheet_lines.csv)', 'Treatment sheet line (id in sheet_lines.csv)'],
      is_set_appointment: ['Rendez-vous de pose fixé', 'Placement appointment set'],
    },
  },
  { table: 'consumables', about: ['Consommables', 'Consumables'], columns: {} },
  {
    table: 'consumptions',
    about: ['Dépenses de consommables des médecins', 'Doctors’ consumable expenses'],
    columns: { note: ['Note', 'Note'] },
  },
  { table: 'suppliers', about: ['Fournisseurs', 'Suppliers'], columns: {} },
  {
    table: 'purchase_orders',
    about: ['Bons de commande', 'Purchase orders'],
    columns: {
      supplier_id: ['Fournisseur (id de suppliers.csv)', 'Supplier (id in suppliers.csv)'],
      num: ['Numéro du bon', 'Order number'],
      total: ['Total', 'Total'],
      payment_date: ['Date de paiement prévue', 'Payment date'],
    },
  },
  {
    table: 'purchase_order_lines',
    about: ['Lignes des bons de commande', 'Purchase order lines'],
    columns: {
      purchase_order_id: ['Bon de commande (id de purchase_orders.csv)', 'Purchase order (id in purchase_orders.csv)'],
      consumable_id: ['Consommable (id de consumables.csv)', 'Consumable (id in consumables.csv)'],
      consumable_name: ['Nom du consommable à la commande', 'Consumable name when ordered'],
      qty: ['Quantité', 'Quantity'],
    },
  },
  {
    table: 'supplier_payments',
    about: ['Paiements aux fournisseurs', 'Payments to suppliers'],
    columns: {
      purchase_order_id: ['Bon de commande (id de purchase_orders.csv)', 'Purchase order (id in purchase_orders.csv)'],
      paid_on: ['Payé le', 'Paid on'],
    },
  },
  {
    table: 'cash_closes',
    about: ['Clôtures de caisse', 'Cash closes'],
    columns: {
      seq: ['Numéro de la clôture dans la journée', 'Close number within the day'],
      closed_by: ['Clôturée par (id de users.csv)', 'Closed by (id in users.csv)'],
      closed_by_name: ['Nom de qui a clôturé', 'Name of who closed'],
      closed_at: ['Clôturée le (UTC)', 'Closed at (UTC)'],
      comment: ['Commentaire', 'Comment'],
      lab_payments: ['Nombre de paiements aux laboratoires', 'Number of laboratory payments'],
      lab_paid: ['Total payé aux laboratoires', 'Total paid to laboratories'],
      supplier_payments: ['Nombre de paiements aux fournisseurs', 'Number of supplier payments'],
      supplier_paid: ['Total payé aux fournisseurs', 'Total paid to suppliers'],
      reopened_by: ['Rouverte par (id de users.csv)', 'Reopened by (id in users.csv)'],
      reopened_by_name: ['Nom de qui a rouvert', 'Name of who reopened'],
      reopened_at: ['Rouverte le (UTC)', 'Reopened at (UTC)'],
      reopen_reason: ['Motif de la réouverture', 'Reason for reopening'],
    },
  },
  {
    table: 'cash_close_lines',
    about: ['Lignes des clôtures de caisse (par mode de paiement)', 'Cash close lines (per payment method)'],
    columns: {
      close_id: ['Clôture (id de cash_closes.csv)', 'Close (id in cash_closes.csv)'],
      position: ['Ordre de la ligne', 'Line order'],
      method_id: ['Mode de paiement (id de payment_modes.csv)', 'Payment method (id in payment_modes.csv)'],
      method_name: ['Nom du mode de paiement', 'Payment method name'],
      recorded: ['Montant enregistré', 'Amount recorded'],
      payments: ['Nombre de paiements', 'Number of payments'],
      counted: ['Montant compté', 'Amount counted'],
    },
  },
  {
    table: 'clinical_notes',
    about: ['Notes cliniques', 'Clinical notes'],
    columns: { body: ['Texte de la note', 'Note text'] },
  },
  {
    table: 'clinical_note_addenda',
    about: ['Compléments des notes cliniques', 'Clinical note addenda'],
    columns: { note_id: ['Note (id de clinical_notes.csv)', 'Note (id in clinical_notes.csv)'], body: ['Texte du complément', 'Addendum text'] },
  },
  {
    table: 'condition_types',
    about: ['Types d’états dentaires du schéma', 'Tooth condition types of the chart'],
    columns: {
      code: ['Code', 'Code'],
      label: ['Libellé (français)', 'Label (French)'],
      label_en: ['Libellé (anglais)', 'Label (English)'],
      label_ar: ['Libellé (arabe)', 'Label (Arabic)'],
      colour: ['Couleur', 'Colour'],
      symbol: ['Symbole', 'Symbol'],
      position: ['Ordre', 'Order'],
    },
  },
  {
    table: 'tooth_conditions',
    about: ['États dentaires du schéma des patients', 'Tooth conditions of the patients’ charts'],
    columns: {
      tooth: ['Dent (numéro FDI)', 'Tooth (FDI number)'],
      type_id: ['Type (id de condition_types.csv)', 'Type (id in condition_types.csv)'],
      note: ['Note', 'Note'],
    },
  },
  {
    table: 'patient_images',
    about: ['Images des patients (description ; le contenu est dans l’export du dossier patient)', 'Patient images (metadata; the bytes are in a patient file export)'],
    columns: {
      kind: ['Type d’image', 'Image kind'],
      format: ['Format du fichier', 'File format'],
      taken_on: ['Prise le', 'Taken on'],
      size: ['Taille (octets)', 'Size (bytes)'],
      width: ['Largeur (pixels)', 'Width (pixels)'],
      height: ['Hauteur (pixels)', 'Height (pixels)'],
      sha256: ['Empreinte SHA-256 du fichier', 'SHA-256 of the file'],
      thumb_sha256: ['Empreinte SHA-256 de la vignette', 'SHA-256 of the thumbnail'],
      preview_sha256: ['Empreinte SHA-256 de l’aperçu', 'SHA-256 of the preview'],
      window_center: ['Centre de la fenêtre d’affichage (DICOM)', 'Display window centre (DICOM)'],
      window_width: ['Largeur de la fenêtre d’affichage (DICOM)', 'Display window width (DICOM)'],
    },
  },
  {
    table: 'patient_documents',
    about: ['Documents des patients (description ; le contenu est dans l’export du dossier patient)', 'Patient documents (metadata; the bytes are in a patient file export)'],
    columns: {
      kind: ['Type de document', 'Document kind'],
      format: ['Format du fichier', 'File format'],
      size: ['Taille (octets)', 'Size (bytes)'],
      sha256: ['Empreinte SHA-256 du fichier', 'SHA-256 of the file'],
    },
  },
  {
    table: 'imports',
    about: ['Imports de fichiers (sans le contenu des fichiers)', 'File imports (without the files’ bytes)'],
    columns: {
      kind: ['Type d’import (patients, appointments, treatments)', 'Import kind (patients, appointments, treatments)'],
      file_name: ['Nom du fichier', 'File name'],
      file_info: ['Ce que l’envoi a trouvé (JSON)', 'What the upload found (JSON)'],
      settings: ['Réglages de l’import (JSON)', 'Import settings (JSON)'],
      state: ['État', 'State'],
      started_at: ['Commencé le (UTC)', 'Started at (UTC)'],
      finished_at: ['Terminé le (UTC)', 'Finished at (UTC)'],
      total: ['Lignes du fichier', 'Rows in the file'],
      done: ['Lignes traitées', 'Rows processed'],
      created: ['Lignes créées', 'Rows created'],
      matched: ['Lignes rapprochées d’un existant', 'Rows matched to an existing record'],
      refused: ['Lignes refusées', 'Rows refused'],
      refusals: ['Refus (JSON)', 'Refusals (JSON)'],
      error: ['Erreur (JSON)', 'Error (JSON)'],
      cancel_requested: ['Annulation demandée', 'Cancellation requested'],
      undone_at: ['Défait le (UTC)', 'Undone at (UTC)'],
      undone_by: ['Défait par (id de users.csv)', 'Undone by (id in users.csv)'],
    },
  },
  {
    table: 'import_mappings',
    about: ['Correspondances de colonnes enregistrées', 'Saved column mappings'],
    columns: { kind: ['Type d’import', 'Import kind'], columns: ['Champ → en-tête de colonne (JSON)', 'Field → column header (JSON)'] },
  },
  {
    table: 'audit_log',
    about: ['Journal des modifications', 'Audit trail'],
    columns: {
      at: ['Date et heure (UTC)', 'Date and time (UTC)'],
      username: ['Identifiant de l’utilisateur', 'User’s sign-in name'],
      entity: ['Type d’enregistrement', 'Record type'],
      entity_id: ['Identifiant de l’enregistrement', 'Record identifier'],
      action: ['Action', 'Action'],
      before: ['Avant (JSON)', 'Before (JSON)'],
      after: ['Après (JSON)', 'After (JSON)'],
    },
  },
];

/** The description of a column of an exported table, if it has one. */
export function columnDescription(table: ExportedTable, column: string): Described | undefined {
  return table.columns[column] ?? SHARED_COLUMNS[column];
}
