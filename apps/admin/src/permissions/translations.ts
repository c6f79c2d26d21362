export const permissionsTranslations = {
  fr: { permissions: {
    title: 'Permissions',
    name: 'Nom',
    collection: 'Collection',
    add: 'Ajouter une permission',
    edit: 'Modifier la permission',
    remove: 'Supprimer la permission',
    empty: 'Aucune permission',
  } },
  en: { permissions: {
    title: 'Permissions',
    name: 'Name',
    collection: 'Collection',
    add: 'Add a permission',
    edit: 'Edit the permission',
    remove: 'Delete the permission',
    empty: 'No permission yet',
  } },
  ar: { permissions: {
    title: 'الصلاحيات',
    name: 'الاسم',
    collection: 'المجموعة',
    add: 'إضافة صلاحية',
    edit: 'تعديل الصلاحية',
    remove: 'حذف الصلاحية',
    empty: 'لا توجد صلاحيات',
  } },
};
