"""The signed-in user, served by the kit's CRUD."""

from ..resources import ME_USER

get = ME_USER.get
