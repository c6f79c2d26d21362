/**
 * The consumables' server messages in French (English and Arabic: its .en.ts and .ar.ts), merged
 * into the catalogue of `messages.ts`. The two purchase-order line messages of spec part 2 §5 are
 * kept word for word in French (the server gives them too, so a client that skipped its checks
 * reads the same text).
 */
export const CONSUMABLES_MESSAGES_FR = {
  'consumption.noteRequired': 'Le nom est obligatoire',
  'consumption.amountRequired': 'Le montant est obligatoire',
  'consumption.amountInvalid': 'Le montant doit être un nombre positif (deux décimales au plus)',
  'consumption.doctorInvalid': 'Médecin inconnu',
  'consumption.dateInvalid': 'Date invalide',
  'consumable.nameRequired': 'Le nom est obligatoire',
  'consumable.exists': 'Ce consommable existe déjà',
  'supplier.nameRequired': 'Le nom est obligatoire',
  'supplier.phoneRequired': 'Le téléphone est obligatoire',
  'supplier.exists': 'Ce fournisseur existe déjà',
  'supplier.hasOrders': "Supprimez tous les bons de commande d'un fournisseur avant de le supprimer",
  'purchaseOrder.supplierRequired': 'Le fournisseur est obligatoire',
  'purchaseOrder.detailsRequired': 'Les détails de la commande sont obligatoires',
  'purchaseOrder.lineEmpty': 'il y a une ligne vide dans votre bon de commande',
  'purchaseOrder.lineQuantity': "il y a un element que vous n'avez pas donner sa quantite",
  'purchaseOrder.quantityInvalid': 'La quantité doit être un nombre entier positif',
  'purchaseOrder.priceRequired': 'Le prix unitaire est obligatoire',
  'purchaseOrder.priceInvalid': 'Le prix unitaire doit être un montant positif (deux décimales au plus)',
  'purchaseOrder.dateInvalid': 'Donnez une date valide',
  'purchaseOrder.totalInvalid': 'Le total doit être un montant positif (deux décimales au plus)',
  'purchaseOrder.totalBelowPaid': 'Le total ne peut pas être inférieur à ce qui est déjà payé ({paid})',
  'purchaseOrder.paymentRequired': 'Le montant du paiement est obligatoire',
  'purchaseOrder.paymentInvalid': 'Le paiement doit être un montant positif (deux décimales au plus)',
  'purchaseOrder.paymentTooLarge': 'Le paiement dépasse le reste à payer ({remainder})',
  'purchaseOrder.supplierMismatch': "Ce paiement ne concerne pas le fournisseur de ce bon de commande",
  'purchaseOrder.supplierLocked': 'Ce bon de commande a déjà des paiements : son fournisseur ne peut plus changer',
  'purchaseOrder.totalTooLarge': 'Le total du bon de commande dépasse le montant le plus grand accepté ({max})',
} as const;
