//===--- LlvmCompat.h - strcost --------------------------------------------===//
//
// The few Clang/LLVM APIs that differ between the versions strcost builds
// against (19 and 22), each behind one name, so that checks and front-ends
// carry no version guards of their own.
//
//===----------------------------------------------------------------------===//

#ifndef STRCOST_CHECKS_UTILS_LLVMCOMPAT_H
#define STRCOST_CHECKS_UTILS_LLVMCOMPAT_H

#include "clang-tidy/ClangTidyDiagnosticConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Type.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/DiagnosticOptions.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

namespace clang::tidy::strcost::utils {

/// The (canonical) type of objects of class \p RD. LLVM 22 removed
/// ASTContext::getRecordType and TagDecl::getTypeForDecl.
inline QualType recordTypeOf(const ASTContext &Ctx, const TagDecl *RD) {
#if LLVM_VERSION_MAJOR >= 22
  return Ctx.getCanonicalTagType(RD);
#else
  return Ctx.getCanonicalType(Ctx.getTagDeclType(RD));
#endif
}

/// The using-declaration a UsingType names the type through (LLVM 22
/// renamed getFoundDecl to getDecl).
inline const UsingShadowDecl *usingShadowOf(const UsingType *T) {
#if LLVM_VERSION_MAJOR >= 22
  return T->getDecl();
#else
  return T->getFoundDecl();
#endif
}

/// Makes \p Path absolute against \p Directory (LLVM 22 moved this overload
/// from sys::fs to sys::path).
inline void makeAbsoluteIn(llvm::StringRef Directory,
                           llvm::SmallVectorImpl<char> &Path) {
#if LLVM_VERSION_MAJOR >= 22
  llvm::sys::path::make_absolute(Directory, Path);
#else
  llvm::sys::fs::make_absolute(Directory, Path);
#endif
}

/// A diagnostics engine reporting to \p Client (not owned), set as \p Ctx's.
/// LLVM 21 made the engine keep a reference to its DiagnosticOptions and
/// clang-tidy's context their owner; before, the engine shared them.
inline std::unique_ptr<DiagnosticsEngine>
attachDiagnosticsEngine(ClangTidyContext &Ctx, DiagnosticConsumer *Client) {
#if LLVM_VERSION_MAJOR >= 21
  auto DiagOpts = std::make_unique<DiagnosticOptions>();
  auto Engine = std::make_unique<DiagnosticsEngine>(
      llvm::makeIntrusiveRefCnt<DiagnosticIDs>(), *DiagOpts, Client,
      /*ShouldOwnClient=*/false);
  Ctx.setDiagnosticsEngine(std::move(DiagOpts), Engine.get());
#else
  auto Engine = std::make_unique<DiagnosticsEngine>(
      llvm::makeIntrusiveRefCnt<DiagnosticIDs>(),
      llvm::makeIntrusiveRefCnt<DiagnosticOptions>(), Client,
      /*ShouldOwnClient=*/false);
  Ctx.setDiagnosticsEngine(Engine.get());
#endif
  return Engine;
}

} // namespace clang::tidy::strcost::utils

#endif // STRCOST_CHECKS_UTILS_LLVMCOMPAT_H
