export const shellTranslations = {
  fr: {
    appTitle: 'Gestion du cabinet dentaire',
    login: { username: "Nom d'utilisateur", password: 'Mot de passe', submit: 'Connecter', logoAlt: 'Logo du cabinet' },
    header: { logout: 'Déconnexion', menu: 'Menu', language: 'Langue' },
    drawer: { home: "page d'accueil" },
    home: { welcome: 'Bonjour {{name}}', nothing: "Aucun module n'est ouvert à votre compte. Demandez à un administrateur." },
    modules: { registryError: "La liste des modules n'a pas pu être lue." },
    languages: { fr: 'Français', en: 'English', ar: 'العربية' },
  },
  en: {
    appTitle: 'Dental practice management',
    login: { username: 'Username', password: 'Password', submit: 'Sign in', logoAlt: 'Clinic logo' },
    header: { logout: 'Sign out', menu: 'Menu', language: 'Language' },
    drawer: { home: 'Home' },
    home: { welcome: 'Hello {{name}}', nothing: 'No module is open to your account. Ask an administrator.' },
    modules: { registryError: 'The list of modules could not be read.' },
    languages: { fr: 'Français', en: 'English', ar: 'العربية' },
  },
  ar: {
    appTitle: 'إدارة عيادة الأسنان',
    login: { username: 'اسم المستخدم', password: 'كلمة المرور', submit: 'دخول', logoAlt: 'شعار العيادة' },
    header: { logout: 'تسجيل الخروج', menu: 'القائمة', language: 'اللغة' },
    drawer: { home: 'الصفحة الرئيسية' },
    home: { welcome: 'مرحبا {{name}}', nothing: 'لا توجد وحدة متاحة لحسابك. اطلب ذلك من المسؤول.' },
    modules: { registryError: 'تعذرت قراءة قائمة الوحدات.' },
    languages: { fr: 'Français', en: 'English', ar: 'العربية' },
  },
};
