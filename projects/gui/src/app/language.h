// The language of the GUI: English (the texts in the code), Simplified or Traditional Chinese
// (the translations in projects/gui/translations, built into the program as resources). It
// follows the system's languages unless one is chosen in View > Language (QSettings key
// "language"); a choice applies at the next start. Installing a language also loads Qt's own
// translations (Debian's qt6-translations-l10n) for Qt's dialogs and makes its QLocale the
// default, so numbers and dates follow it (docs/gui.md, "Languages").
#pragma once

#include <QLocale>
#include <QString>
#include <QStringList>

namespace arbiter::gui {

enum class Language { English, SimplifiedChinese, TraditionalChinese };

// The language of a list of the system's languages, most wanted first (QLocale::uiLanguages():
// "zh-TW", "zh-Hant-HK", "en-US", ...): the first one Arbiter has; English when it has none.
// Chinese written in Taiwan, Hong Kong or Macau, or with the Hant script, is Traditional.
Language languageOfSystem(const QStringList& uiLanguages);

// The setting's value for a language ("en", "zh_CN", "zh_TW"); an empty setting means "as the
// system". languageFromSetting() reads one back: ok is false for an unknown value.
QString settingOf(Language language);
Language languageFromSetting(const QString& setting, bool* ok);

// The language chosen in the settings (empty: the system's) and its storage.
QString chosenLanguage();
void setChosenLanguage(const QString& setting);

// The language to start in: the chosen one, else the system's (QLocale::system()).
Language startLanguage();

// The locale of a language (zh_CN, zh_TW, or C English: dates and numbers as Qt writes them).
QLocale localeOf(Language language);
// The language's name in itself, as the language menu shows it: "English", "简体中文", "繁體中文".
QString nativeName(Language language);

// Installs the translators of `language` on the application (Arbiter's own from the resources,
// Qt's qtbase_* from QLibraryInfo's TranslationsPath) and makes its locale the default. Returns
// what could not be loaded (empty when everything was): Arbiter's own missing is a build fault;
// Qt's missing (qt6-translations-l10n not installed) leaves Qt's dialogs in English. The
// translators of an earlier call are removed first. Windows made before keep their texts.
QStringList installLanguage(Language language);
// The language installed last (English before any).
Language currentLanguage();

} // namespace arbiter::gui
