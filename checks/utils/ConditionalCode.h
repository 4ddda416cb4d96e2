//===--- ConditionalCode.h - strcost ----------------------------*- C++ -*-===//
//
// Code that means something else in another configuration. A translation unit
// is analysed in one configuration, but a type chosen by `#if`, a function
// declared in one branch of an `#ifdef ... #else`, or a use of a parameter in
// a branch that was skipped can make a fix that compiles here break another
// build, or cost more there. The recorder notes, while the preprocessor runs,
// the conditional blocks of the user's files (include guards and `#if 0` /
// `#if 1` left out), the skipped ranges, and the macros defined inside those
// blocks with where they are expanded; the queries then tell a check whether
// what its fix depends on is chosen by the preprocessor.
//
// Cheap: the callbacks only push to vectors; no parent map, and only a skipped
// range inside the code asked about is ever lexed (raw, once per question).
//
//===----------------------------------------------------------------------===//

#ifndef STRCOST_CHECKS_UTILS_CONDITIONALCODE_H
#define STRCOST_CHECKS_UTILS_CONDITIONALCODE_H

#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Type.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <memory>
#include <optional>
#include <string>

namespace clang::tidy::strcost::utils {

/// What a fix depends on that the preprocessor chooses, and which directive
/// chooses it; reason() is the `no fix-it` text.
struct ConditionalChoice {
  enum class Kind {
    Type,     // a type spelled through an alias or macro chosen by #if
    Function, // a function declared in one branch of a conditional
    Skipped,  // a name used in code this configuration leaves out
    Macro,    // a name reaching a macro chosen by #if (its argument, say)
    Declared, // a declaration inside a conditional block
  };
  Kind K = Kind::Type;
  /// "type 'String'", "macro 'STR'", "function 'toLocalString'", "'name'".
  std::string What;
  /// "#ifdef CXXOPTS_USE_UNICODE at cxxopts.hpp:42", or "-D on the command
  /// line" for a macro defined there.
  std::string Directive;

  std::string reason() const;
};

/// The conditional code of one translation unit, and the questions checks
/// ask about it. attach() before the preprocessor runs; ask once the
/// translation unit is parsed. Not attached, it answers every question with
/// "no" (the ConditionalCode option set to `ignore`).
class ConditionalCode {
public:
  ConditionalCode();
  ~ConditionalCode();
  ConditionalCode(const ConditionalCode &) = delete;
  ConditionalCode &operator=(const ConditionalCode &) = delete;

  /// Records \p PP's conditional code from now on; forgets anything recorded
  /// for an earlier translation unit. A conditional whose conditions name
  /// only \p IgnoredMacros (the user's word that they choose nothing, such as
  /// an amalgamation switch) counts as the same in every configuration.
  void attach(Preprocessor &PP, llvm::ArrayRef<std::string> IgnoredMacros = {});
  bool attached() const { return Data != nullptr; }

  /// (a) \p T as written reaches a string or character type through a
  /// typedef, alias or alias template that is declared inside a conditional
  /// block (or in a header included from one), or whose written type is
  /// spelled through a macro defined inside one. Follows the sugar: elaborated
  /// names, template arguments as written, substituted template parameters,
  /// `decltype` (and the call in it), deduced `auto`, pointees. Declarations
  /// in system headers are the library's configuration, not the user's.
  std::optional<ConditionalChoice> typeChoice(QualType T) const;

  /// The source text \p R (a type as written) is produced, in part, by a
  /// macro defined inside a conditional block or on the command line.
  std::optional<ConditionalChoice> spelledChoice(SourceRange R) const;

  /// The declared type of \p D (a variable, parameter, field, or a
  /// function's return type), by its type or by how it is spelled.
  std::optional<ConditionalChoice> declTypeChoice(const DeclaratorDecl *D) const;

  /// The value of \p E has a type chosen by the preprocessor: its type as
  /// written, the function it calls (see calleeChoice), an explicit
  /// conversion's written type, or what an `auto` variable it names was
  /// deduced from.
  std::optional<ConditionalChoice> exprChoice(const Expr *E) const;

  /// (c) \p FD (or the template it is instantiated from) is declared inside
  /// a conditional block that has another branch (`#else`, `#elif`): another
  /// configuration calls another function of that name. A block that also
  /// encloses the call at \p UsedAt takes the same branch for both wherever
  /// the call is compiled (a caller and a callee in one header included
  /// from an `#ifdef`), so only blocks around the callee alone count.
  std::optional<ConditionalChoice>
  calleeChoice(const FunctionDecl *FD, SourceLocation UsedAt = {}) const;

  /// \p D is declared inside a conditional block (or in a header included
  /// from one): another configuration may declare it otherwise, or not at
  /// all, and a fix of its declaration would be made for this one alone.
  std::optional<ConditionalChoice> declarationChoice(const NamedDecl *D) const;

  /// (b) The identifier \p Name appears in code the preprocessor skipped
  /// inside \p R (a function's whole definition, say), or in an expansion
  /// inside \p R of a macro defined in a conditional block (its arguments,
  /// its definition, or the other branches' text around that definition).
  std::optional<ConditionalChoice> skippedMention(SourceRange R,
                                                  llvm::StringRef Name) const;

  /// Some code inside \p R is skipped in this configuration.
  bool containsSkipped(SourceRange R) const;

  /// A directive of a conditional block (`#if 0` ones too; include guards
  /// aside) lies inside \p R: an edit across it would treat the directives'
  /// tokens as code, and leave a skipped branch unedited.
  bool crossesConditional(SourceRange R) const;

  struct Recorded; // what the preprocessor callbacks fill in

private:
  class Walker;
  std::shared_ptr<Recorded> Data;
};

} // namespace clang::tidy::strcost::utils

#endif // STRCOST_CHECKS_UTILS_CONDITIONALCODE_H
