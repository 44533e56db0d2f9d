import Dispatch
import Foundation

// Work on models away from the main actor: an actor that owns a context of its own, SwiftData's
// `ModelActor`. The macro `@ModelActor` writes the two stored properties and the initializer
// that ``ModelActor`` asks for; a lesson here writes them itself, in the few lines below that
// say so.

/// An actor that owns a model context and runs all its code where that context lives:
/// SwiftData's `ModelActor`.
///
/// A context is not `Sendable`, so the actor's executor holds it and runs the actor's code one
/// job at a time. Its models never leave it; another context reaches the same model through its
/// ``PersistentIdentifier``, and sees the actor's changes once the actor saves them.
///
/// Where SwiftData's `@ModelActor` macro would go, write what it generates:
///
/// ```swift
/// actor Importer: ModelActor {
///   nonisolated let modelContainer: ModelContainer
///   nonisolated let modelExecutor: any ModelExecutor
///
///   init(modelContainer: ModelContainer) {
///     self.modelContainer = modelContainer
///     modelExecutor = DefaultSerialModelExecutor(modelContext: ModelContext(modelContainer))
///   }
/// }
/// ```
public protocol ModelActor: Actor {
  /// The container the actor's context reads and saves to.
  nonisolated var modelContainer: ModelContainer { get }
  /// The executor that runs the actor's code, and holds its context.
  nonisolated var modelExecutor: any ModelExecutor { get }
}

extension ModelActor {
  /// The actor's own context: use it only from the actor's code.
  public var modelContext: ModelContext {
    modelExecutor.modelContext
  }

  /// The actor runs on its model executor, so its code is where its context lives.
  public nonisolated var unownedExecutor: UnownedSerialExecutor {
    modelExecutor.asUnownedSerialExecutor()
  }

  /// The actor's object for the model with `identifier`: the one its context holds, or one made
  /// from the stored values; `nil` when the store has no such model.
  public subscript<Model: PersistentModel>(
    identifier: PersistentIdentifier, as type: Model.Type
  ) -> Model? {
    modelContext.model(for: identifier, as: type)
  }
}

/// An executor that owns a model context: SwiftData's `ModelExecutor`.
public protocol ModelExecutor: SerialExecutor {
  /// The context the executor's jobs use.
  var modelContext: ModelContext { get }
}

/// An executor that runs its jobs one at a time on a queue of its own, with the context it was
/// made with: SwiftData's `DefaultSerialModelExecutor`.
public final class DefaultSerialModelExecutor: ModelExecutor, @unchecked Sendable {
  // NB: @unchecked Sendable is justified by the serial queue: `modelContext` is used only by the
  // jobs it runs, one at a time, so it never sees two threads at once.
  /// The context the jobs use; only code running on this executor may touch it.
  public let modelContext: ModelContext
  private let queue = DispatchQueue(label: "DefaultSerialModelExecutor")

  /// An executor for jobs that use `modelContext`.
  public init(modelContext: ModelContext) {
    self.modelContext = modelContext
  }

  /// Runs `job` after every job enqueued before it.
  public func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let executor = asUnownedSerialExecutor()
    queue.async { job.runSynchronously(on: executor) }
  }

  /// The executor as the runtime refers to it.
  public func asUnownedSerialExecutor() -> UnownedSerialExecutor {
    UnownedSerialExecutor(ordinary: self)
  }
}
