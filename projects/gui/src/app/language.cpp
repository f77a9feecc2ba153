#include "gui/app/language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QRegularExpression>
#include <QSettings>
#include <QTranslator>

namespace arbiter::gui {

namespace {

const QString SettingKey = QStringLiteral("language");
Language installed = Language::English;
// The translators installLanguage() put on the application, removed by the next call.
QList<QTranslator*> translators;

// The translator files' suffix of a language (arbiter_zh_CN.qm, qtbase_zh_TW.qm).
QString fileSuffix(Language language) {
    switch (language) {
    case Language::SimplifiedChinese: return QStringLiteral("zh_CN");
    case Language::TraditionalChinese: return QStringLiteral("zh_TW");
    case Language::English: break;
    }
    return QStringLiteral("en");
}

// One translator kept by the application for its lifetime; false when the file is not there.
bool installTranslator(const QString& name, const QString& folder) {
    auto* translator = new QTranslator(QCoreApplication::instance());
    if (!translator->load(name, folder)) {
        delete translator;
        return false;
    }
    QCoreApplication::installTranslator(translator);
    translators << translator;
    return true;
}

} // namespace

Language languageOfSystem(const QStringList& uiLanguages) {
    for (const QString& tag : uiLanguages) {
        const QStringList parts = tag.split(QRegularExpression(QStringLiteral("[-_]")));
        const QString language = parts.value(0).toLower();
        if (language == QLatin1String("en")) return Language::English;
        if (language != QLatin1String("zh")) continue;
        for (const QString& part : parts.mid(1)) {
            const QString p = part.toUpper();
            if (p == QLatin1String("HANT") || p == QLatin1String("TW") ||
                p == QLatin1String("HK") || p == QLatin1String("MO"))
                return Language::TraditionalChinese;
        }
        return Language::SimplifiedChinese;
    }
    return Language::English;
}

QString settingOf(Language language) {
    return fileSuffix(language);
}

Language languageFromSetting(const QString& setting, bool* ok) {
    *ok = true;
    for (Language l :
         {Language::English, Language::SimplifiedChinese, Language::TraditionalChinese})
        if (setting == settingOf(l)) return l;
    *ok = false;
    return Language::English;
}

QString chosenLanguage() {
    return QSettings().value(SettingKey).toString();
}

void setChosenLanguage(const QString& setting) {
    QSettings s;
    if (setting.isEmpty())
        s.remove(SettingKey);
    else
        s.setValue(SettingKey, setting);
}

Language startLanguage() {
    bool ok = false;
    const Language chosen = languageFromSetting(chosenLanguage(), &ok);
    return ok ? chosen : languageOfSystem(QLocale::system().uiLanguages());
}

QLocale localeOf(Language language) {
    switch (language) {
    case Language::SimplifiedChinese:
        return QLocale(QLocale::Chinese, QLocale::SimplifiedChineseScript, QLocale::China);
    case Language::TraditionalChinese:
        return QLocale(QLocale::Chinese, QLocale::TraditionalChineseScript, QLocale::Taiwan);
    case Language::English: break;
    }
    return QLocale(QLocale::English, QLocale::UnitedStates);
}

QString nativeName(Language language) {
    switch (language) {
    case Language::SimplifiedChinese: return QStringLiteral("简体中文");
    case Language::TraditionalChinese: return QStringLiteral("繁體中文");
    case Language::English: break;
    }
    return QStringLiteral("English");
}

QStringList installLanguage(Language language) {
    QStringList missing;
    for (QTranslator* t : std::as_const(translators)) {
        QCoreApplication::removeTranslator(t);
        delete t;
    }
    translators.clear();
    installed = language;
    QLocale::setDefault(localeOf(language));
    if (language == Language::English) return missing;
    const QString suffix = fileSuffix(language);
    const QString own = QStringLiteral("arbiter_") + suffix;
    if (!installTranslator(own, QStringLiteral(":/i18n")))
        missing << QStringLiteral(":/i18n/%1.qm").arg(own);
    const QString qtFolder = QLibraryInfo::path(QLibraryInfo::TranslationsPath);
    const QString qt = QStringLiteral("qtbase_") + suffix;
    if (!installTranslator(qt, qtFolder)) missing << QStringLiteral("%1/%2.qm").arg(qtFolder, qt);
    return missing;
}

Language currentLanguage() {
    return installed;
}

} // namespace arbiter::gui
