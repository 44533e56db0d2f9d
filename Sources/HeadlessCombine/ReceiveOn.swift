import Dispatch

/// Something that runs work later, somewhere: Combine's `Scheduler`, with the one ability
/// `receive(on:)` needs.
///
/// Combine's also tells time and schedules work after a delay; the stand-in has no operator that
/// asks for either.
public protocol Scheduler {
  /// What a caller may say about how to run the work.
  associatedtype SchedulerOptions

  /// Runs `action` later, as the scheduler does.
  func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)
}

extension DispatchQueue: Scheduler {
  /// Combine's options for a dispatch queue; the stand-in reads none of them.
  public struct SchedulerOptions {}

  /// Runs `action` on this queue with `async`: always later, even when called on the queue.
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    let action = UncheckedSendable(value: action)
    async { action.value() }
  }
}

extension Publisher {
  /// Delivers values and the completion on `scheduler`, like Combine's `receive(on:options:)`.
  ///
  /// Every delivery is scheduled, even when the value was sent where it is delivered: with
  /// `DispatchQueue.main`, a subscriber always runs on a later turn of the main queue.
  public func receive<S: Scheduler>(
    on scheduler: S, options: S.SchedulerOptions? = nil
  ) -> Publishers.ReceiveOn<Self, S> {
    Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
  }
}

extension Publishers {
  /// The publisher `receive(on:options:)` returns.
  public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// The values, as upstream delivers them.
    public typealias Output = Upstream.Output
    /// The error, as upstream delivers it.
    public typealias Failure = Upstream.Failure

    /// The publisher whose deliveries are moved to `scheduler`.
    public let upstream: Upstream
    /// Where every value and the completion are delivered.
    public let scheduler: Context
    /// How they are scheduled there.
    public let options: Context.SchedulerOptions?

    /// A publisher of `upstream`'s values and completion, delivered on `scheduler`.
    public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
      self.upstream = upstream
      self.scheduler = scheduler
      self.options = options
    }

    /// Subscribes with two closures and returns the subscription; releasing it cancels it.
    public func sink(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
      // The downstream end is checked when the scheduled work runs, so a value already on its
      // way is dropped if the subscription was cancelled in the meantime.
      let downstream = Conduit(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
      let (scheduler, options) = (scheduler, options)
      let upstreamSubscription = upstream.sink(
        receiveCompletion: { completion in
          scheduler.schedule(options: options) { downstream.receive(completion: completion) }
        },
        receiveValue: { value in
          scheduler.schedule(options: options) { downstream.receive(value) }
        })
      return AnyCancellable {
        downstream.cancel()
        upstreamSubscription.cancel()
      }
    }
  }
}
