"""Tables of the gold spotify app; contract.entities one to one."""

from __future__ import annotations

from sqlalchemy import Boolean, ForeignKey, Integer, String
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

from ...kit.ids import CounterColumns


class Base(DeclarativeBase):
    pass


class Counter(CounterColumns, Base):
    pass


class User(Base):
    __tablename__ = "users"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    display_name: Mapped[str] = mapped_column(String)
    email: Mapped[str] = mapped_column(String)
    country: Mapped[str] = mapped_column(String)
    product: Mapped[str] = mapped_column(String)
    followers: Mapped[int] = mapped_column(Integer)


class Artist(Base):
    __tablename__ = "artists"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    name: Mapped[str] = mapped_column(String)
    genres: Mapped[str] = mapped_column(String)
    popularity: Mapped[int] = mapped_column(Integer)
    followers: Mapped[int] = mapped_column(Integer)


class Album(Base):
    __tablename__ = "albums"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    name: Mapped[str] = mapped_column(String)
    album_type: Mapped[str] = mapped_column(String)
    artist_id: Mapped[str] = mapped_column(ForeignKey("artists.id"))
    release_date: Mapped[str] = mapped_column(String)
    label: Mapped[str] = mapped_column(String)
    popularity: Mapped[int] = mapped_column(Integer)


class Track(Base):
    __tablename__ = "tracks"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    name: Mapped[str] = mapped_column(String)
    album_id: Mapped[str] = mapped_column(ForeignKey("albums.id"))
    artist_id: Mapped[str] = mapped_column(ForeignKey("artists.id"))
    track_number: Mapped[int] = mapped_column(Integer)
    duration_ms: Mapped[int] = mapped_column(Integer)
    explicit: Mapped[bool] = mapped_column(Boolean)
    popularity: Mapped[int] = mapped_column(Integer)


class Playlist(Base):
    __tablename__ = "playlists"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    owner_id: Mapped[str] = mapped_column(ForeignKey("users.id"))
    name: Mapped[str] = mapped_column(String)
    description: Mapped[str] = mapped_column(String, default="")
    public: Mapped[bool] = mapped_column(Boolean, default=True)
    collaborative: Mapped[bool] = mapped_column(Boolean, default=False)
    followed: Mapped[bool] = mapped_column(Boolean, default=True)
    seq: Mapped[int] = mapped_column(Integer)
    snapshot_id: Mapped[str] = mapped_column(String)


class PlaylistItem(Base):
    __tablename__ = "playlist_items"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    playlist_id: Mapped[str] = mapped_column(ForeignKey("playlists.id"))
    position: Mapped[int] = mapped_column(Integer)
    track_id: Mapped[str] = mapped_column(ForeignKey("tracks.id"))
    added_at: Mapped[str] = mapped_column(String)
    added_by: Mapped[str] = mapped_column(String)


class SavedTrack(Base):
    __tablename__ = "saved_tracks"
    track_id: Mapped[str] = mapped_column(ForeignKey("tracks.id"), primary_key=True)
    added_at: Mapped[str] = mapped_column(String)
    seq: Mapped[int] = mapped_column(Integer)


class SavedAlbum(Base):
    __tablename__ = "saved_albums"
    album_id: Mapped[str] = mapped_column(ForeignKey("albums.id"), primary_key=True)
    added_at: Mapped[str] = mapped_column(String)
    seq: Mapped[int] = mapped_column(Integer)


class Player(Base):
    __tablename__ = "player"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    track_id: Mapped[str] = mapped_column(ForeignKey("tracks.id"))
    is_playing: Mapped[bool] = mapped_column(Boolean)
    progress_ms: Mapped[int] = mapped_column(Integer)


class QueueItem(Base):
    __tablename__ = "queue_items"
    id: Mapped[str] = mapped_column(String, primary_key=True)
    seq: Mapped[int] = mapped_column(Integer)
    track_id: Mapped[str] = mapped_column(ForeignKey("tracks.id"))


TABLE_ORDER = [Counter, User, Artist, Album, Track, Playlist, PlaylistItem, SavedTrack, SavedAlbum, Player, QueueItem]
